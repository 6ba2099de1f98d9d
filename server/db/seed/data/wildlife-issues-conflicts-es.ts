import type { WildlifeIssueSpanishSeed } from '../types.ts';

// The Spanish of the conflict entries in ./wildlife-issues-conflicts.ts (issue 18), keyed by the
// entry's id: each list as long as the English, in the same order.

export const conflictIssuesEs: Record<string, WildlifeIssueSpanishSeed> = {
  'raccoon-in-attic': {
    title: 'Mapache en el ático',
    description:
      'Golpes fuertes, rasguños o chillidos en el ático de noche casi siempre son un mapache, y de marzo a julio muchas veces es una madre con sus crías. Los mapaches pueden destrozar el aislamiento, los ductos y los cables, y su excremento puede tener el gusano redondo del mapache. La meta es sacar a la familia para siempre sin lastimarla ni separarla.',
    immediateActions: [
      'No suba al ático a enfrentar al mapache, y nunca toque a un mapache ni a sus crías, ni siquiera con guantes: los mapaches pueden transmitir la rabia. Mantenga a las personas y a las mascotas lejos del ático.',
      'Escuche si hay chillidos agudos o llantos. En la primavera y a principios del verano, dé por hecho que hay crías, y nunca atrape a la madre ni tape el hoyo: las crías que quedan adentro mueren, y la madre romperá otra entrada.',
      'Si puede aguantarlo, espere: la madre saca a las crías por su cuenta cuando ya tienen edad, por lo general a las 8 a 10 semanas.',
      'Para animarla a irse antes, moléstela con cuidado: una luz fuerte apuntando a la madriguera, un radio con un programa de noticias o de plática, y trapos mojados en vinagre de manzana cerca. La mayoría de las madres se llevan a las crías a otra madriguera en pocas noches.',
      'Cuando crea que ya se fueron, tape el hoyo de entrada sin apretar con papel periódico arrugado y revíselo durante dos o tres noches. Si sigue en su lugar, lo más probable es que el ático esté vacío.',
      'Solo entonces instale una puerta de una sola vía o repare el hoyo. Para recibir ayuda, comuníquese con un servicio humanitario de control de fauna a través de Buscar ayuda de Wildline; pida una evaluación y un presupuesto por escrito; nunca está obligado a aceptar.',
    ],
    longTermSolutions: [
      'Repare cada entrada con materiales resistentes, como malla metálica gruesa o lámina de metal, después de confirmar que no hay animales adentro.',
      'Ponga una tapa en la chimenea y cubiertas a prueba de animales en los respiraderos del techo y de los hastiales, los huecos del alero y los tubos de ventilación de la plomería.',
      'Haga que un profesional con equipo de protección quite el aislamiento sucio: los huevos del gusano redondo del mapache en el excremento pueden enfermar gravemente a las personas y a las mascotas.',
      'No lo atrape para llevarlo a otro lugar: trasladar un mapache lejos es ilegal en muchos estados, muchas veces lo mata y en la primavera deja huérfanas a las crías. Consulte las reglas con la agencia de fauna silvestre de su estado.',
    ],
    preventionTips: [
      'Corte las ramas de los árboles a 6 u 8 pies del techo y ponga protectores lisos de metal donde los mapaches trepan por los bajantes o las esquinas.',
      'Revise el borde del techo cada otoño y repare los aleros, respiraderos y tejas débiles antes de la temporada de madrigueras a finales del invierno.',
      'Quite lo que los atrae: asegure las tapas de la basura, meta la comida de las mascotas y limpie la fruta caída y el alpiste regado.',
    ],
    searchKeywords: [
      'mapache en el ático',
      'mapaches en el ático',
      'mapache en el techo',
      'ruidos en el ático de noche',
      'golpes en el ático',
      'rasguños en el techo',
      'crías de mapache en el ático',
      'sacar un mapache del ático',
      'tlacuache o mapache en el techo',
    ],
  },
  'bat-flying-in-house': {
    title: 'Murciélago volando dentro de la casa',
    description:
      'Un solo murciélago volando por un cuarto casi siempre es un murciélago joven perdido que busca la salida, y muchas veces se va solo. La pregunta clave es si alguien pudo haber tenido contacto con él: las mordidas de murciélago pueden ser diminutas y pasar desapercibidas, y los murciélagos pueden transmitir la rabia. Si hubo cualquier posibilidad de contacto, ya no es solo un problema con un animal.',
    immediateActions: [
      'Nunca toque al murciélago, ni siquiera con guantes, y no le pegue ni trate de aplastarlo.',
      'Piense si pudo haber contacto: si alguien dormía en el cuarto, o si un niño pequeño, una persona que no puede decir lo que pasó o una mascota estuvo en el cuarto con el murciélago, trátelo como contacto. Comuníquese con el departamento de salud local o con un médico y no deje ir al murciélago; puede ser necesario hacerle pruebas.',
      'Para guardarlo para las pruebas, enciérrelo a distancia: cierre las ventanas y puertas del cuarto donde está, ponga una toalla en la parte de abajo de la puerta y no deje entrar a nadie. Dígale al departamento de salud dónde está; ellos lo atraparán o le dirán cómo hacerlo.',
      'Si está seguro de que no hubo contacto, saque a las personas y a las mascotas del cuarto y cierre las puertas de adentro para que el murciélago se quede en ese cuarto.',
      'Abra una ventana o una puerta que dé afuera en ese cuarto, apague las luces de adentro y espere en silencio; casi siempre el murciélago sale en menos de una hora.',
      'Si el murciélago no se va, o siguen apareciendo murciélagos, comuníquese con un servicio humanitario de control de fauna a través de Buscar ayuda de Wildline; pida una evaluación y un presupuesto por escrito; nunca está obligado a aceptar.',
    ],
    longTermSolutions: [
      'Averigüe cómo entró el murciélago: revise el ático, la chimenea y los huecos alrededor de puertas, ventanas, aparatos de aire acondicionado y tubos.',
      'Si hay murciélagos viviendo en el edificio, planee que un profesional los saque fuera de la temporada de crías.',
      'Mantenga al día las vacunas contra la rabia de sus mascotas.',
    ],
    preventionTips: [
      'Mantenga mallas en las ventanas y una tapa en la chimenea.',
      'Selle los huecos alrededor de la entrada al ático, las lámparas y la plomería que llevan del ático o de las paredes a los cuartos.',
    ],
    searchKeywords: [
      'murciélago en la casa',
      'murciélago en mi casa',
      'murciélago en el cuarto',
      'murciélago volando en la casa',
      'murciélago en el cuarto mientras dormía',
      'cómo sacar un murciélago de la casa',
      'murciélago adentro',
      'murciélago en la sala',
    ],
  },
};
