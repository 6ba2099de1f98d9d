// The Spanish names of the guide's categories, keyed by the English name in ./issue-categories.ts.

export const issueCategoryNamesEs: Record<string, string> = {
  'Injured Wildlife': 'Fauna silvestre herida',
  'Orphaned or Baby Animals': 'Crías y animales huérfanos',
  'Trapped or Entangled': 'Atrapados o enredados',
  'Road and Traffic': 'Carreteras y tráfico',
  'Pets and Wildlife': 'Mascotas y fauna silvestre',
  'Poisoning and Pollution': 'Envenenamiento y contaminación',
  'Coastal and Marine': 'Costa y mar',
  Birds: 'Aves',
  'Reptiles and Amphibians': 'Reptiles y anfibios',
  'Animals in or Under Buildings': 'Animales dentro o debajo de edificios',
  'Yard, Garden and Property Damage': 'Daños en patio, jardín y propiedad',
  'Health and Safety': 'Salud y seguridad',
};
