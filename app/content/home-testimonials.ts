// Illustrative sample stories for the home page. They are not real testimonials:
// the UI labels them "Sample stories", and every name is marked "(sample)".

export interface Testimonial {
  quote: string;
  name: string;
  place: string;
  situation: string;
}

export const sampleTestimonials: Testimonial[] = [
  {
    quote:
      'A hawk was sitting on the road shoulder and could not fly. I kept my distance and sent a request. A rehabilitator called me back that evening, told me how to box it safely, and took it in. It had a wing injury and needed weeks of care.',
    name: 'Maria (sample)',
    place: 'Texas',
    situation: 'Injured red-tailed hawk',
  },
  {
    quote:
      'I was sure the fawn in our yard had been abandoned. The rehabilitator asked a few questions and told us to leave it alone and keep the dog inside. The next morning the mother was back. I am glad we did not move it.',
    name: 'James (sample)',
    place: 'Pennsylvania',
    situation: 'Fawn alone in the yard',
  },
  {
    quote:
      'We had a raccoon in the attic. The operator found babies, so he waited until the mother had moved them out on her own, then sealed the entry point. He gave us a written quote first and explained every step.',
    name: 'Priya (sample)',
    place: 'Ohio',
    situation: 'Raccoon family in the attic',
  },
];
