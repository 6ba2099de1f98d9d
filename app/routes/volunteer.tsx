import { contentRoute } from '../components/content-page.tsx';
import { VolunteerContent } from '../content/volunteer-content.tsx';

const page = contentRoute({
  title: 'Volunteer with Wildline',
  description: 'Help injured and orphaned wildlife as a transport driver, hotline helper or field team member in your state.',
  intro: 'Rehabilitators and rescuers depend on volunteers. Here is how you can help.',
  Content: VolunteerContent,
});
export const meta = page.meta;
export default page.Component;
