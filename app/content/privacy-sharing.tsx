import { SITE } from '../../common/site';

// /privacy "Who sees what": each sentence is what the code shows to whom. Keep it in
// step with server/features/providers/provider-requests.ts (providerVisibleColumns, the
// requester once accepted), field-team/field-team.ts, volunteers/helper-requests.ts (what a
// helper sees, offersOn) and notifications/notify.ts; decision 004 explains the field team's part.

export function PrivacySharing() {
  return (
    <section>
      <h2>Who sees what</h2>
      <p>We share a request step by step, only as far as needed to get the animal help.</p>
      <h3>Providers matched with your request, before one accepts</h3>
      <p>
        Your request goes to the providers it matches: rehabilitators for an emergency, control operators for a conflict, whose listing takes that animal and is
        near your location (in your state when we cannot place it on a map). Those who run their listing through a {SITE.name} account see it there. A few of
        the nearest listings that have no account are sent it by e-mail, at the public address of their listing, with a link to take it. If nobody takes it in
        time, we send it to more of them, further away, and tell you who. Before any of them accepts, every one of them sees:
      </p>
      <ul>
        <li>whether it is an emergency or a conflict, and when you sent it;</li>
        <li>your city, state and ZIP code;</li>
        <li>the animal and the situation you described;</li>
        <li>
          <strong>every answer you gave to the form&apos;s questions, including answers you typed yourself</strong>, such as where exactly the animal is;
        </li>
        <li>the photos of the animal you added, if any;</li>
        <li>for an emergency, the donation you pledged, if any.</li>
      </ul>
      <p>
        They do not see your name, street address, phone number or e-mail address, and the e-mail to a listing without an account never holds them. Because
        every matched provider reads your description and your answers, please do not type your street address, phone number or e-mail into them.
      </p>
      <h3>Photos of the animal</h3>
      <p>
        Your photos are seen by you and by the providers your request was sent to, and stay with the request for the provider who accepts it. Helpers, the field
        team and our administrators do not see them. The e-mail that tells a provider of your request gives links to them, which open only once that provider
        has signed in; a listing without an account sees them on the page its e-mail links to.
      </p>
      <h3>The provider who accepts</h3>
      <p>
        The one provider who accepts your request also sees your name, street address (if you gave one), phone number and e-mail address, so they can reach you.
        We e-mail you their name and the phone number, e-mail address and website of their listing.
      </p>
      <h3>The field team of your state</h3>
      <p>
        Field team members are volunteers our administrators add for one state, to pick up animals for rehabilitators. Once a rehabilitator has accepted an
        emergency, the field team of that state sees your name, street address and phone number, with the animal, the situation, your city and ZIP code, and the
        name and phone number of the rehabilitator. They do not see your e-mail address or your answers to the questions, and they see nothing of conflicts.
      </p>
      <h3>Helpers in your state</h3>
      <p>
        Helpers are approved volunteers who offer transport, supplies or a foster space. For an open emergency sent in the last 30 days, helpers who chose your
        state see your city, state and ZIP code, the animal, the situation you described, when you sent it, and the name of the provider who accepted it. They
        never see your name, street address, phone number, e-mail address, your answers to the questions or a pledge, and they see nothing of conflicts.
      </p>
      <p>
        If a helper offers help on your request, you see their name, e-mail address and message on your dashboard, and so does the provider who accepted your
        request, so that you can reach each other. Helpers are told this before they send an offer.
      </p>
      <h3>Ratings</h3>
      <p>
        A rating and comment you give a provider are shown to that provider and to our administrators, with the animal, the city and the date of the request,
        but not your name.
      </p>
      <h3>Our administrators</h3>
      <p>
        To run the service, our administrators see accounts (name, e-mail address and role), volunteer applications, listing claims with the details sent for
        verification, ratings and a record of the decisions made on the site.
      </p>
      <h3>Others</h3>
      <ul>
        <li>
          <strong>Service providers</strong> that host and run our systems may process data for us, under obligations to keep it confidential and secure.
        </li>
        <li>
          <strong>The law.</strong> We may disclose information when required by law, or to protect someone&apos;s safety.
        </li>
      </ul>
      <p>Providers are independent of {SITE.name}. Once a provider has your contact details, their own privacy practices also apply.</p>
    </section>
  );
}
