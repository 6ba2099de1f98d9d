// The Spanish of the steps in ./first-aid-notes.ts: written once, so they say the same everywhere.

export const NOT_IF_OVERHEATED_ES =
  'El calor es solo para un animal que está frío: si jadea, respira con la boca abierta o mantiene las alas separadas del cuerpo, o si lo encontró bajo el sol fuerte, en un carro o en un edificio caluroso, puede estar sobrecalentado y no debe calentarlo. Manténgalo fresco, a la sombra y en silencio, y dígalo cuando llame.';

export const NOT_FOR_REPTILES_OR_AMPHIBIANS_ES =
  'No caliente con una almohadilla térmica a una tortuga, serpiente, lagartija, rana, sapo o salamandra: cada especie necesita su propia temperatura. Manténgalo a temperatura ambiente, lejos del sol y de calentadores (a una rana, un sapo o una salamandra, además, un poco húmedo) hasta que un rehabilitador de fauna silvestre le diga lo que necesita.';

export const NEVER_A_RABIES_VECTOR_ES =
  'Nunca toque un mapache, zorrillo, zorro, murciélago, coyote o marmota, ni siquiera con guantes: pueden transmitir la rabia. Mantenga alejadas a las personas y a las mascotas, encierre al animal a distancia si puede hacerlo sin riesgo (cierre la puerta del cuarto, garaje o cobertizo donde esté) y pida ayuda.';
