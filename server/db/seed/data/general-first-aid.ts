import type { AnimalKind } from '../../../../common/guide.ts';
import { NEVER_A_RABIES_VECTOR, NOT_FOR_REPTILES_OR_AMPHIBIANS, NOT_IF_OVERHEATED } from './first-aid-notes.ts';
import { NEVER_A_RABIES_VECTOR_ES, NOT_FOR_REPTILES_OR_AMPHIBIANS_ES, NOT_IF_OVERHEATED_ES } from './first-aid-notes-es.ts';

// The general safe steps for each kind of animal (docs/decisions/050), shown when the answers
// choose no single guide entry: the guide's own words, English and Spanish one for one. None
// tells anyone to handle a rabies-vector mammal, box a deer or a large animal, or warm an
// overheated animal or a reptile (server/features/guide/general-first-aid.test.ts).

/** The animal types of each kind; a rabies-vector mammal is common/guide.ts's list, and any other animal is 'any'. */
export const ANIMAL_KINDS: Record<Exclude<AnimalKind, 'rabies-vector' | 'any'>, readonly string[]> = {
  'large-mammal': [
    'Deer / Fawn',
    'Elk',
    'Moose',
    'Bear',
    'Mountain Lion',
    'Bobcat',
    'Feral Hog',
    'Javelina',
    'Marine Mammal (Seal, Sea Lion)',
    'Porcupine',
    'Beaver',
    'Otter',
    'Nutria',
    'Muskrat',
    'Mink / Weasel',
    'Armadillo',
    'Alligator',
    'Sea Turtle',
  ],
  'large-bird': ['Raptor (Hawk, Owl, Eagle)', 'Vulture', 'Heron / Egret', 'Loon / Grebe', 'Seabird / Gull', 'Pelican', 'Wild Turkey', 'Canada Goose'],
  bird: [
    'Songbird',
    'Hummingbird',
    'Woodpecker',
    'Chimney Swift',
    'Swallow / Martin',
    'Pigeon / Dove',
    'Crow / Raven',
    'Shorebird',
    'Waterfowl (Duck, Goose, Swan)',
  ],
  'small-mammal': ['Squirrel', 'Flying Squirrel', 'Chipmunk', 'Rabbit', 'Mouse / Rat', 'Mole / Vole', 'Opossum', 'Prairie Dog'],
  reptile: ['Turtle', 'Snake', 'Lizard', 'Frog / Toad', 'Salamander'],
};


// Steps more than one kind shares.
const WATCH = 'Keep children and pets away and watch from a distance: a young animal on its own is often not orphaned, and its parent may be nearby.';
const WATCH_ES =
  'Mantenga alejados a los niños y a las mascotas y observe desde lejos: un animal joven que está solo muchas veces no es huérfano, y su madre o su padre puede estar cerca.';
const NO_FOOD = 'Do not give it food or water: the wrong food, or water breathed into the lungs, can kill it.';
const NO_FOOD_ES = 'No le dé comida ni agua: la comida equivocada, o el agua que le entra a los pulmones, lo puede matar.';
const QUIET_BOX = 'Keep the box dark and quiet, away from pets and noise, and wash your hands afterwards.';
const QUIET_BOX_ES = 'Mantenga la caja en un lugar oscuro y tranquilo, lejos de las mascotas y del ruido, y lávese las manos después.';
const ROAD = 'If it is on or next to a road, do not stand in traffic; pull over safely with hazard lights on and call the police.';
const ROAD_ES =
  'Si está en la carretera o junto a ella, no se pare entre los carros; oríllese en un lugar seguro con las luces intermitentes encendidas y llame a la policía.';

/** Each kind's steps, English and Spanish one for one. */
export const GENERAL_STEPS: Record<AnimalKind, { en: string[]; es: string[] }> = {
  'rabies-vector': {
    en: [
      NEVER_A_RABIES_VECTOR,
      NO_FOOD,
      'If a bat touched or bit anyone, or was in a room where someone slept, do not let it go: call a doctor or your health department today.',
      'If anyone was bitten or scratched, wash the wound with soap and water for 15 minutes and call your doctor or local health department today.',
    ],
    es: [
      NEVER_A_RABIES_VECTOR_ES,
      NO_FOOD_ES,
      'Si un murciélago tocó o mordió a alguien, o estuvo en un cuarto donde alguien dormía, no lo deje ir: llame hoy mismo a un médico o al departamento de salud.',
      'Si alguien recibió una mordida o un rasguño, lave la herida con agua y jabón durante 15 minutos y llame hoy mismo a su médico o al departamento de salud local.',
    ],
  },
  'large-mammal': {
    en: [
      'Stay well back, and keep people, children and dogs away.',
      'Do not try to touch, move or cover it, put it in a box or in your car.',
      'A young animal lying quietly on its own, such as a fawn, is usually not orphaned: its mother stays away and comes back when nobody is near. Leave it where it is.',
      ROAD,
      NO_FOOD,
    ],
    es: [
      'Manténgase bien lejos, y mantenga alejados a las personas, a los niños y a los perros.',
      'No intente tocarlo, moverlo ni taparlo, ni meterlo en una caja o en su carro.',
      'Un animal joven que está echado tranquilo y solo, como un cervatillo, casi nunca es huérfano: su madre se mantiene lejos y vuelve cuando no hay nadie cerca. Déjelo donde está.',
      ROAD_ES,
      NO_FOOD_ES,
    ],
  },
  'large-bird': {
    en: [
      'Keep your distance, and keep people and pets away from the bird.',
      'Do not approach it or pick it up yourself: large birds strike with their talons, bills and wings. Only if a rehabilitator asks you to contain it, do as they tell you.',
      'If it is on a road, protect yourself first: do not stop in traffic; tell the police or the rehabilitator the location instead.',
      NO_FOOD,
    ],
    es: [
      'Manténgase a distancia, y mantenga alejados del ave a las personas y a las mascotas.',
      'No se acerque ni la levante usted mismo: las aves grandes atacan con las garras, el pico y las alas. Solo si un rehabilitador le pide que la encierre, haga lo que le indique.',
      'Si está en una carretera, protéjase primero: no se detenga entre los carros; dígale el lugar a la policía o al rehabilitador.',
      NO_FOOD_ES,
    ],
  },
  bird: {
    en: [
      WATCH,
      'A fully feathered young bird hopping on the ground is a fledgling: leave it where it is; its parents are nearby, still feeding it.',
      'If it is clearly hurt or was caught by a cat or dog, drape a light cloth over it and place it in a ventilated cardboard box lined with a soft cloth, with the lid closed.',
      QUIET_BOX,
      NOT_IF_OVERHEATED,
      NO_FOOD,
    ],
    es: [
      WATCH_ES,
      'Un pájaro joven con todas sus plumas que salta por el suelo es un volantón: déjelo donde está; sus padres están cerca y todavía lo alimentan.',
      'Si está claramente herido o lo atrapó un gato o un perro, cúbralo con un paño ligero y métalo en una caja de cartón con agujeros para el aire, forrada con un paño suave, con la tapa cerrada.',
      QUIET_BOX_ES,
      NOT_IF_OVERHEATED_ES,
      NO_FOOD_ES,
    ],
  },
  'small-mammal': {
    en: [
      WATCH,
      'If it is clearly hurt or was caught by a cat or dog, wear gloves (wild animals bite), drape a towel over it and place it in a ventilated cardboard box lined with a soft cloth.',
      QUIET_BOX,
      NOT_IF_OVERHEATED,
      NO_FOOD,
    ],
    es: [
      WATCH_ES,
      'Si está claramente herido o lo atrapó un gato o un perro, póngase guantes (los animales silvestres muerden), cúbralo con una toalla y métalo en una caja de cartón con agujeros para el aire, forrada con un paño suave.',
      QUIET_BOX_ES,
      NOT_IF_OVERHEATED_ES,
      NO_FOOD_ES,
    ],
  },
  reptile: {
    en: [
      'Keep children and pets away.',
      'If there is any chance it is venomous, or it is a large snake or a snapping turtle, do not touch it.',
      NOT_FOR_REPTILES_OR_AMPHIBIANS,
      'Note exactly where you found it: it must be released in the same place.',
      NO_FOOD,
    ],
    es: [
      'Mantenga alejados a los niños y a las mascotas.',
      'Si existe cualquier posibilidad de que sea venenoso, o es una serpiente grande o una tortuga mordedora, no lo toque.',
      NOT_FOR_REPTILES_OR_AMPHIBIANS_ES,
      'Anote exactamente dónde lo encontró: hay que liberarlo en el mismo lugar.',
      NO_FOOD_ES,
    ],
  },
  // For any wild animal: what the person chose may be any of the above.
  any: {
    en: [
      WATCH,
      NO_FOOD,
      'Never touch a raccoon, skunk, fox, bat, coyote or groundhog, even with gloves: they can carry rabies. Keep people and pets away, contain it from a distance if you safely can (close the door of the room or shed it is in) and call. If a bat touched or bit anyone, call a doctor or your health department today.',
      'Stay well back from a deer, a bear, a coyote, an alligator, a large bird or any large animal, and do not try to move or box it.',
      'If a small bird or mammal is clearly hurt and it is safe to do so, put on thick gloves, cover it with a towel and place it in a ventilated box with a lid.',
      QUIET_BOX,
      'Keep a chilled bird or mammal warm, but never one that is panting or was found in the heat (keep it cool and shaded), and never warm a turtle, snake, lizard, frog, toad or salamander (room temperature, out of the sun).',
    ],
    es: [
      WATCH_ES,
      NO_FOOD_ES,
      'Nunca toque un mapache, zorrillo, zorro, murciélago, coyote o marmota, ni siquiera con guantes: pueden transmitir la rabia. Mantenga alejadas a las personas y a las mascotas, encierre al animal a distancia si puede hacerlo sin riesgo (cierre la puerta del cuarto o del cobertizo donde esté) y llame. Si un murciélago tocó o mordió a alguien, llame hoy mismo a un médico o al departamento de salud.',
      'Manténgase bien lejos de un venado, un oso, un coyote, un caimán, un ave grande o cualquier animal grande, y no intente moverlo ni meterlo en una caja.',
      'Si un ave o un mamífero pequeño está claramente herido y no corre peligro al hacerlo, póngase guantes gruesos, cúbralo con una toalla y métalo en una caja con tapa y agujeros para el aire.',
      QUIET_BOX_ES,
      'Mantenga abrigado a un ave o mamífero que está frío, pero nunca a uno que jadea o que se encontró en el calor (manténgalo fresco y a la sombra), y nunca caliente a una tortuga, serpiente, lagartija, rana, sapo o salamandra (a temperatura ambiente, fuera del sol).',
    ],
  },
};

