import type { WildlifeIssueSpanishSeed } from '../types.ts';
import { NOT_IF_OVERHEATED_ES } from './first-aid-notes-es.ts';

// The Spanish of the emergency entries in ./wildlife-issues-emergencies.ts (issue 18), keyed by
// the entry's id: each list as long as the English, in the same order.

export const emergencyIssuesEs: Record<string, WildlifeIssueSpanishSeed> = {
  'baby-bird-out-of-nest': {
    title: 'Pajarito (polluelo) en el suelo',
    description:
      'Un polluelo tiene pocas plumas o ninguna, puede tener los ojos todavía cerrados y no puede saltar, pararse en una rama ni agarrarse de su dedo. Es demasiado pequeño para estar fuera del nido y se enfría rápido, pero el mejor lugar para él sigue siendo con sus padres. La vieja historia es falsa: los padres no rechazan a una cría porque una persona la haya tocado.',
    immediateActions: [
      'Revise si está herido: sangrado, un ala caída, una pata colgando, hormigas o huevos de mosca encima, o cualquier posibilidad de que un gato o un perro lo haya tenido en la boca. Si es así, pase a los pasos de la caja y la llamada que están más abajo.',
      'Si lo siente frío, caliéntelo unos minutos en sus manos ahuecadas antes de hacer cualquier otra cosa.',
      'Busque el nido en los árboles y arbustos cercanos y, si puede alcanzarlo sin peligro, ponga al pajarito de vuelta en él.',
      'Si el nido ya no está o no lo alcanza, haga uno sustituto: una canastita de fresas o un recipiente de plástico con agujeros en el fondo para que drene, forrado con pasto seco o papel de baño, sujeto en el mismo árbol o arbusto lo más cerca posible del lugar original, a la sombra y fuera del alcance de los gatos.',
      'Entre a la casa o aléjese por lo menos 30 pies y observe durante 1 a 2 horas. Las visitas de los padres son rápidas y fáciles de pasar por alto; mientras tanto, mantenga adentro a los gatos y perros.',
      'Si está herido, o si ningún padre llega en ese tiempo, póngalo en una caja de cartón con agujeros para el aire, forrada con un trapo suave o una camiseta, en un lugar tibio, oscuro y tranquilo, y comuníquese con un rehabilitador de fauna silvestre con licencia a través de Buscar ayuda de Wildline.',
      NOT_IF_OVERHEATED_ES,
      'No le dé comida ni agua de ningún tipo: los pajaritos aspiran el líquido y se ahogan, y la comida equivocada los mata. Lávese las manos después.',
    ],
    longTermSolutions: [
      'Un rehabilitador alimenta a los polluelos con la dieta correcta cada 15 a 30 minutos desde el amanecer hasta el anochecer, algo que no se puede hacer en casa, y los libera cuando ya pueden volar y alimentarse solos.',
      'La mayoría de las aves cantoras nativas están protegidas por la ley federal, así que criar una usted mismo es ilegal sin un permiso: llévela a un rehabilitador de fauna silvestre con licencia.',
      'Si devolvió al pajarito a un nido, siga revisando desde lejos durante el día siguiente; los padres que lo alimentan seguirán regresando.',
    ],
    preventionTips: [
      'Mantenga a los gatos dentro de la casa, sobre todo en la primavera y a principios del verano, cuando anida la mayoría de las aves.',
      'Pode los árboles y setos a finales del otoño o en el invierno, después de la temporada de anidación, y busque nidos antes de cualquier trabajo de jardín en la primavera.',
      'Deje arbustos tupidos y árboles cerca de donde anidan las aves para que los pájaros jóvenes tengan dónde esconderse.',
    ],
    searchKeywords: [
      'pajarito',
      'pajaritos',
      'cría de pájaro',
      'polluelo',
      'pichón',
      'pájaro se cayó del nido',
      'pajarito en el suelo',
      'pajarito sin plumas',
      'encontré un pajarito',
      'regresar pajarito al nido',
      'la mamá rechaza al pajarito si lo toco',
    ],
  },
  'sick-or-injured-bat': {
    title: 'Murciélago en el suelo o que no puede volar',
    description:
      'Un murciélago en el suelo, en una pared de día o en una piscina casi siempre está enfermo, herido, agotado, o es una cría que se cayó de donde descansaba. Los murciélagos son la fuente más común de rabia en las personas en los Estados Unidos, así que nunca se debe tocar un murciélago, ni siquiera con guantes. Si hay alguna posibilidad de que una persona o una mascota lo haya tocado, primero es un asunto de salud.',
    immediateActions: [
      'No lo toque, ni siquiera con guantes, y mantenga alejados a los niños y a las mascotas.',
      'Si alguien pudo haberlo tocado, si lo mordió o lo rasguñó, o si lo encontró en un cuarto donde alguien dormía, no lo suelte: vea la guía sobre contacto de un murciélago con una persona y llame al departamento de salud local.',
      'Enciérrelo a distancia: si está adentro, cierre las puertas de ese cuarto, ponga una toalla en la parte de abajo de la puerta y no deje entrar a nadie; si está afuera, mantenga alejadas a las personas y a las mascotas y vigile desde lejos dónde está.',
      'No intente atraparlo, meterlo en una caja ni moverlo usted mismo.',
      'No le dé comida ni agua.',
      'Llame a un rehabilitador de fauna silvestre con licencia que atienda murciélagos. Un murciélago encontrado en invierno no se puede liberar, porque no hay insectos que comer, así que siempre llame.',
    ],
    longTermSolutions: [
      'Los rehabilitadores de murciélagos, vacunados contra la rabia, tratan las heridas y la deshidratación y liberan al murciélago de noche donde lo encontraron, con buen tiempo.',
      'Si hay murciélagos viviendo en su edificio, haga que los saquen en el otoño o a principios de la primavera, nunca en el verano, cuando hay crías que todavía no vuelan.',
    ],
    preventionTips: [
      'Enseñe a los niños a nunca tocar un murciélago y a avisarle enseguida a un adulto.',
      'Vacune a sus perros y gatos contra la rabia.',
      'Ponga mallas en las ventanas y tapas en las chimeneas para que los murciélagos no entren a la casa.',
    ],
    searchKeywords: [
      'murciélago en el suelo',
      'murciélago herido',
      'murciélago no puede volar',
      'murciélago enfermo',
      'murciélago en la pared',
      'murciélago en la piscina',
      'cría de murciélago',
      'murciélagos',
      'encontré un murciélago',
    ],
  },
};
