// Categories used to group wildlife issues when browsing. Every issue's
// `category` must be exactly one of these names.

export const issueCategorySeeds: string[] = [
  'Injured Wildlife',
  'Orphaned or Baby Animals',
  'Trapped or Entangled',
  'Road and Traffic',
  'Pets and Wildlife',
  'Poisoning and Pollution',
  'Coastal and Marine',
  'Birds',
  'Reptiles and Amphibians',
  'Animals in or Under Buildings',
  'Yard, Garden and Property Damage',
  'Health and Safety',
];
