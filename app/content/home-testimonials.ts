import { message } from '../../common/i18n.ts';
import type { StateCode } from '../../common/us-states.ts';

// Illustrative sample stories for the home page. They are not real testimonials:
// the UI labels them "Sample stories", and every name is shown marked "(sample)". The quotes and
// situations are English keys, translated where they are shown.

export interface Testimonial {
  quote: string;
  name: string;
  /** shown by its name in the page's language (Pennsylvania is Pensilvania in Spanish) */
  state: StateCode;
  situation: string;
}

export const sampleTestimonials: Testimonial[] = [
  {
    quote: message(
      'A hawk was sitting on the road shoulder and could not fly. I kept my distance and sent a request. A rehabilitator called me back that evening, told me how to box it safely, and took it in. It had a wing injury and needed weeks of care.',
    ),
    name: 'María',
    state: 'TX',
    situation: message('Injured red-tailed hawk'),
  },
  {
    quote: message(
      'I was sure the fawn in our yard had been abandoned. The rehabilitator asked a few questions and told us to leave it alone and keep the dog inside. The next morning the mother was back. I am glad we did not move it.',
    ),
    name: 'James',
    state: 'PA',
    situation: message('Fawn alone in the yard'),
  },
  {
    quote: message(
      'We had a raccoon in the attic. The operator found babies, so he waited until the mother had moved them out on her own, then sealed the entry point. He gave us a written quote first and explained every step.',
    ),
    name: 'Priya',
    state: 'OH',
    situation: message('Raccoon family in the attic'),
  },
];
