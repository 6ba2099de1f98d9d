import type { WildlifeIssueSpanishSeed } from '../types.ts';

// The Spanish of the human–wildlife conflicts in ./wildlife-issues-conflicts.ts (issue 18), keyed by
// each entry's id, in the same order. The same humane points in the same words: remove attractants,
// wait out the baby season, exclude with one-way doors, then seal. No poisons, no glue traps, no
// long-distance relocation. Each list matches the English item by item; searchKeywords are what a
// Spanish speaker in the US would type, accents and misspellings included.
export const conflictIssuesEs: Record<string, WildlifeIssueSpanishSeed> = {
  // ---------------------------------------------------------------- Mapaches
  'raccoon-in-attic': {
    title: 'Mapache en el ático',
    description:
      'Golpes fuertes, rasguños o chillidos en el ático por la noche casi siempre son de un mapache, y de marzo a julio muy a menudo es una madre con sus crías. Los mapaches pueden destrozar el aislamiento, los ductos y los cables, y su excremento puede transmitir el gusano redondo del mapache. La meta es sacar a la familia para siempre sin hacerle daño ni separarla.',
    immediateActions: [
      'No entre al ático a enfrentar al mapache, y nunca toque a un mapache ni a sus crías, ni siquiera con guantes: los mapaches pueden transmitir la rabia. Mantenga a las personas y a las mascotas lejos del ático.',
      'Escuche si hay chillidos agudos o llanto. En primavera y a principios del verano dé por hecho que hay crías, y nunca atrape a la madre ni tape el agujero: las crías que se quedan adentro mueren, y la madre romperá otra entrada para llegar a ellas.',
      'Si lo puede tolerar, espere: la madre saca a las crías por su cuenta cuando ya tienen edad suficiente, por lo general a las 8 a 10 semanas de nacidas.',
      'Para animarla a irse antes, moléstela con suavidad: una luz fuerte dirigida a la madriguera, un radio encendido en una estación de charla y trapos empapados en vinagre de manzana cerca. La mayoría de las madres se llevan a las crías a otra madriguera en pocas noches.',
      'Cuando crea que ya se fueron, tape sin apretar la entrada con papel periódico arrugado y revíselo durante dos o tres noches. Si sigue en su lugar, lo más probable es que el ático esté vacío.',
      'Solo entonces instale una puerta de un solo sentido o repare el agujero. Si necesita ayuda, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Repare cada punto de entrada con materiales resistentes, como malla de alambre galvanizado de calibre grueso o lámina de metal, después de confirmar que no queda ningún animal adentro.',
      'Ponga una tapa en la chimenea y cubiertas a prueba de animales en las rejillas del techo, las rejillas de ventilación del ático, los huecos del alero y los tubos de ventilación de la plomería.',
      'Pida a un profesional con equipo de protección que quite el aislamiento sucio: los huevos del gusano redondo del mapache en el excremento pueden causar enfermedades graves en personas y mascotas.',
      'No lo atrape para soltarlo en otro lugar: llevar un mapache lejos es ilegal en muchos estados, muchas veces le cuesta la vida al animal y en primavera deja huérfanas a las crías. Consulte las reglas con la agencia estatal de fauna silvestre.',
    ],
    preventionTips: [
      'Corte las ramas de los árboles para que queden a 6 a 8 pies del techo, y ponga protectores lisos de metal donde los mapaches trepan por los bajantes o las esquinas.',
      'Revise el borde del techo cada otoño y repare aleros, rejillas y tejas débiles antes de que empiece la temporada de madrigueras, a fines del invierno.',
      'Quite lo que los atrae: asegure las tapas de la basura, meta la comida de las mascotas y recoja la fruta caída y el alpiste regado.',
    ],
    searchKeywords: [
      'mapache en el ático',
      'mapache en el atico',
      'mapaches en el techo',
      'ruidos en el atico de noche',
      'golpes en el techo de noche',
      'rasguños en el techo',
      'crías de mapache en el ático',
      'como sacar un mapache del atico',
      'mapache en el tejado',
    ],
  },
  'raccoon-in-chimney': {
    title: 'Mapache en la chimenea',
    description:
      'Para un mapache, una chimenea sin tapa parece un árbol hueco, y en primavera las madres a menudo crían a sus cachorros en la repisa de humo, justo encima del regulador de tiro. Puede que oiga parloteos, gemidos o ronroneos que salen de la chimenea. La familia se irá sola en unas semanas, o se le puede animar a irse antes.',
    immediateActions: [
      'Mantenga cerrados el regulador de tiro y las puertas de la chimenea para que el mapache no pueda entrar a la casa.',
      'Nunca encienda un fuego ni use humo para sacar al mapache: las crías no pueden trepar para salir y morirán, y la madre puede quedar atrapada o quemarse.',
      'No meta la mano en la chimenea, y nunca toque a un mapache ni a sus crías, ni siquiera con guantes: los mapaches pueden transmitir la rabia.',
      'Para animar a la madre a llevarse a las crías, ponga en la chimenea un radio encendido en una estación de charla y, justo debajo del regulador de tiro, un plato con vinagre de manzana o un trapo empapado en vinagre. La mayoría de las madres se llevan a la familia en pocas noches.',
      'Espere varias noches seguidas de silencio antes de decidir que la chimenea está vacía.',
      'Si necesita ayuda, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cuando confirme que la chimenea está vacía, mande instalar una tapa resistente y de la medida correcta.',
      'Mande inspeccionar y limpiar la chimenea antes de volver a encenderla, porque el material del nido y el excremento son un peligro de incendio y para la salud.',
      'No atrape a la madre: sin ella, las crías quedan huérfanas, y reubicar animales es ilegal en muchos estados. Consulte con la agencia estatal de fauna silvestre.',
    ],
    preventionTips: [
      'Ponga tapa a todas las chimeneas y tubos de humo, de preferencia en otoño o a principios del invierno, antes de que los mapaches busquen dónde hacer su madriguera.',
      'Corte las ramas cerca del techo y quite lo que atrae comida, como basura destapada y comida de mascotas afuera.',
    ],
    searchKeywords: [
      'mapache en la chimenea',
      'mapache en la chimenea que hago',
      'crías de mapache en la chimenea',
      'ruido en la chimenea',
      'animal en la chimenea',
      'ruidos en la chimenea de noche',
      'tapa para chimenea mapache',
      'mapache chimenea',
    ],
  },
  'raccoon-in-house': {
    title: 'Mapache dentro de la casa',
    description:
      'A veces los mapaches entran a cocinas, garajes y sótanos por la puerta de las mascotas, una puerta abierta o una chimenea sin regulador de tiro, casi siempre buscando comida. Un mapache acorralado puede morder o arañar, así que lo más seguro es darle una salida libre y tranquila. Nunca intente atraparlo usted mismo.',
    immediateActions: [
      'Saque a los niños y a las mascotas del lugar y cierre las puertas interiores para que el mapache quede encerrado en la menor cantidad de cuartos posible.',
      'Abra una puerta o ventana que dé afuera en el cuarto donde está el mapache y quite todo lo que bloquee el camino hacia ella.',
      'Salga del cuarto y observe en silencio desde lejos; no lo persiga, no lo acorrale ni intente agarrarlo. Los mapaches pueden transmitir la rabia: nunca toque uno, ni siquiera con guantes.',
      'Si mordió o arañó a alguien, lave la herida con agua corriente y jabón durante unos 15 minutos y comuníquese de inmediato con un médico o con el departamento de salud local.',
      'Si el mapache parece enfermo (se tambalea, da vueltas, está demasiado manso o agresivo), mantenga a todos lejos y llame al control de animales local o al departamento de salud.',
      'Si se esconde y no se va, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cambie la puerta abierta para mascotas por una que se cierre con llave de noche o que solo abra con el microchip o la placa del collar de su mascota.',
      'Ponga una tapa en la chimenea y asegúrese de que el regulador de tiro cierre por completo.',
      'Mantenga al día las vacunas contra la rabia de sus mascotas.',
    ],
    preventionTips: [
      'No deje comida de mascotas, alpiste ni basura donde un mapache la pueda oler, cerca de la puerta de las mascotas o de un garaje abierto.',
      'Mantenga cerradas de noche las puertas del garaje y del sótano.',
      'Nunca alimente a los mapaches: les enseña a acercarse a las casas y a las personas.',
    ],
    searchKeywords: [
      'mapache en la casa',
      'mapache dentro de la casa',
      'mapache en la cocina',
      'mapache entro por la puerta del perro',
      'mapache en el sotano',
      'mapache en el garaje',
      'animal salvaje en la casa',
      'como sacar un mapache de la casa',
    ],
  },
  'raccoons-raiding-trash': {
    title: 'Mapaches que se meten en la basura',
    description:
      'Botes de basura tirados y basura regada por la entrada del carro son obra típica de los mapaches. Los mapaches son listos y tercos, pero se rinden pronto cuando ya no encuentran comida. Atraparlos no lo resuelve: otro mapache simplemente ocupará el territorio.',
    immediateActions: [
      'Nunca intente tocar ni atrapar a un mapache, ni siquiera con guantes: los mapaches pueden transmitir la rabia. Haga ruido desde lejos y déjelo irse.',
      'Recoja la basura regada con guantes, y nunca toque el excremento de mapache sin ellos: puede llevar huevos del gusano redondo.',
      'Asegure las tapas con pulpos elásticos, correas o tapas con seguro, o use botes diseñados para resistir a los animales.',
      'Guarde los botes en el garaje, en un cobertizo o en un cajón resistente, y sáquelos la mañana en que pasa el camión de la basura, no la noche anterior.',
      'Meta de noche los platos de comida y agua de las mascotas y recoja la fruta caída.',
      'Enjuague los botes de vez en cuando con agua y jabón para reducir el olor a comida.',
    ],
    longTermSolutions: [
      'Construya un cajón con pestillo o un soporte que mantenga los botes parados y cerrados.',
      'Use composteras cerradas y nunca ponga carne, pescado ni lácteos en la composta.',
      'Las luces o los aspersores que se activan con el movimiento pueden hacer que el lugar sea menos atractivo mientras se establecen las nuevas costumbres.',
    ],
    preventionTips: [
      'Nunca alimente a los mapaches, ni a propósito ni dejando comida afuera.',
      'Congele los restos de carne hasta el día de la recolección para reducir los olores.',
      'Pida a sus vecinos que también aseguren su basura, porque los mapaches recorren toda la cuadra.',
    ],
    searchKeywords: [
      'mapaches en la basura',
      'mapache en los botes de basura',
      'animal que tira los botes de basura',
      'como evitar que los mapaches abran la basura',
      'bote de basura a prueba de mapaches',
      'mapache en el patio de noche',
      'mapache basura',
    ],
  },
  // ---------------------------------------------------------------- Ardillas
  'squirrels-in-attic': {
    title: 'Ardillas en el ático',
    description:
      'Correteos, rasguños y ruidos como de algo que rueda en el ático o en las paredes temprano en la mañana y al final de la tarde suelen ser de ardillas grises o rojas. Las ardillas muerden la madera y los cables, lo que puede causar un incendio, así que hay que sacarlas con exclusión; pero las hembras a menudo tienen crías en el ático de fines del invierno a la primavera y otra vez a fines del verano. Siempre revise si hay crías antes de tapar cualquier agujero.',
    immediateActions: [
      'Busque el agujero de entrada desde afuera; fíjese si hay bordes mordidos en las esquinas del techo, los aleros, las rejillas de ventilación del ático y donde el techo se junta con la chimenea.',
      'Antes de hacer cualquier otra cosa, revise si hay crías: escuche si hay chillidos débiles y observe si un adulto entra y sale una y otra vez. De fines del invierno a la primavera y a fines del verano, dé por hecho que puede haber crías.',
      'Si hay crías, espere a que estén destetadas y salgan con su madre, o anime con suavidad a la madre a llevárselas con una luz fuerte y un radio cerca del nido.',
      'Cuando ya no queden crías, ponga una puerta de un solo sentido en la entrada principal para que las ardillas puedan salir pero no volver, y déjela puesta unos días.',
      'No tape un agujero con ardillas adentro: las ardillas atrapadas mueren en las paredes, y una madre romperá el techo para llegar a sus crías.',
      'Si necesita ayuda, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cuando la puerta de un solo sentido haya hecho su trabajo, cierre el agujero con malla de alambre galvanizado de calibre grueso o lámina de metal, y repare cualquier otro punto débil.',
      'Si las ardillas estuvieron mucho tiempo en el ático, pida a un electricista que revise si hay cables mordidos.',
      'No las atrape para soltarlas en otro lugar: las ardillas que se llevan lejos casi nunca sobreviven, muchas veces quedan crías atrás, y reubicarlas está restringido en muchos estados. Consulte con la agencia estatal de fauna silvestre.',
    ],
    preventionTips: [
      'Corte las ramas de los árboles para que queden a 6 a 8 pies del techo.',
      'Ponga una tapa en la chimenea y malla en las rejillas de ventilación del techo y del ático.',
      'Revise el borde del techo cada año y repare pronto la madera blanda o podrida.',
    ],
    searchKeywords: [
      'ardillas en el ático',
      'ardilla en el atico',
      'ardiya en el atico',
      'ruidos en el atico en la mañana',
      'rasguños en las paredes',
      'ardilla en la pared',
      'puerta de un solo sentido para ardillas',
      'como sacar ardillas del atico',
      'ardillas mordiendo el techo',
    ],
  },
  'squirrel-in-house': {
    title: 'Ardilla suelta dentro de la casa',
    description:
      'Una ardilla que cae por la chimenea o se mete por una puerta abierta corre por todos lados, asustada, buscando la salida. Tiene miedo, no es agresiva, pero puede morder si la agarran. Casi siempre se va sola en cuestión de minutos u horas, en cuanto encuentra por dónde salir.',
    immediateActions: [
      'Mantenga la calma, saque a las mascotas y a los niños del cuarto y cierre las puertas interiores para que la ardilla se quede en un solo cuarto.',
      'Abra una ventana o una puerta que dé afuera en ese cuarto y quite el mosquitero; si la ventana está alta, apoye una tabla o una rama del borde de la ventana hasta el suelo.',
      'Deje el cuarto en silencio y no la moleste; no la persiga ni intente atraparla con las manos desnudas.',
      'Si no se ha ido después de varias horas, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
      'Si la ardilla bajó por la chimenea y está atorada en el hogar, cierre las puertas de vidrio, abra una puerta cercana que dé afuera y déjele el camino libre para salir.',
    ],
    longTermSolutions: [
      'Averigüe cómo entró: ponga una tapa en la chimenea, revise el regulador de tiro y busque huecos alrededor de las rejillas o del ático.',
      'Si hay ardillas viviendo en el ático, sáquelas de su nido con una puerta de un solo sentido cuando ya no queden crías.',
    ],
    preventionTips: [
      'Mantenga cerrado el regulador de tiro de la chimenea cuando no la esté usando.',
      'Mantenga los mosquiteros puestos en las ventanas y puertas abiertas.',
      'Corte las ramas cerca del techo para que las ardillas no tengan un camino fácil para subir.',
    ],
    searchKeywords: [
      'ardilla en la casa',
      'ardilla dentro de mi casa',
      'ardilla bajo por la chimenea',
      'ardilla en la chimenea',
      'ardiya en la casa',
      'como sacar una ardilla de la casa',
      'animal suelto en la casa',
    ],
  },
  'flying-squirrels-in-attic': {
    title: 'Ardillas voladoras en el ático',
    description:
      'Correteos, chillidos y ruidos como de algo que rueda en el ático tarde en la noche, sin que se vea nada de día, muchas veces son de ardillas voladoras. Son pequeñas, mansas y nocturnas, en invierno suelen vivir en grupos y pueden pasar por huecos de más o menos una pulgada. Como casi siempre hay varias entradas y varios animales, la exclusión tiene que ser minuciosa.',
    immediateActions: [
      'Todavía no tape los agujeros: las ardillas voladoras pueden tener crías en primavera y otra vez a fines del verano, y dejarlas encerradas las mata.',
      'Al anochecer, observe el borde del techo desde afuera para ver por dónde entran y salen; busque huecos pequeños manchados en los aleros, las rejillas de la cumbrera, las rejillas de ventilación del ático y los bordes del techo.',
      'No agarre ardillas voladoras con las manos desnudas, y use guantes y una mascarilla bien ajustada cuando esté cerca de su excremento o de los lugares donde hacen sus necesidades.',
      'Comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline para una inspección; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cuando no haya crías, instale puertas de un solo sentido en las entradas que usan y, al mismo tiempo, selle todos los demás huecos con malla de alambre, lámina de metal o sellador.',
      'Deje las puertas de un solo sentido puestas varias noches y luego cierre esos agujeros de forma permanente.',
      'Pida a un profesional con equipo de protección que quite o trate el aislamiento sucio.',
    ],
    preventionTips: [
      'Corte las ramas cerca del techo; las ardillas voladoras planean desde los árboles cercanos.',
      'Ponga malla resistente en las rejillas de la cumbrera, del alero y del ático, y revíselas cada otoño.',
      'Rellene los huecos pequeños donde se juntan las molduras, el revestimiento exterior y el borde del techo.',
    ],
    searchKeywords: [
      'ardillas voladoras en el ático',
      'ardilla voladora en el atico',
      'ruidos en el atico de noche',
      'algo corre en el atico de noche',
      'animal pequeño en el atico',
      'como sacar ardillas voladoras',
      'ruidos en el techo de noche',
    ],
  },
  // ------------------------------------------------------------- Murciélagos
  'bats-in-attic': {
    title: 'Murciélagos en el ático o en las paredes',
    description:
      'Chillidos o rasguños en las paredes al anochecer, excremento oscuro que se deshace en polvo, o murciélagos que salen en fila por un hueco al atardecer quieren decir que hay murciélagos refugiados en el edificio. Los murciélagos comen enormes cantidades de insectos, muchas especies están protegidas y algunas en peligro de extinción, así que la solución es una exclusión cuidadosa, nunca veneno ni dejarlos encerrados. Las colonias de verano muchas veces son madres con crías que todavía no vuelan.',
    immediateActions: [
      'No tape ninguna abertura: los murciélagos que quedan encerrados mueren, o encuentran el camino hacia la vivienda.',
      'Nunca toque un murciélago, ni siquiera con guantes. Si alguien pudo haber tenido contacto con un murciélago, o si había un murciélago en un cuarto donde alguien dormía, comuníquese con un médico o con el departamento de salud local, y deje al murciélago encerrado en ese cuarto: no lo suelte.',
      'Cierre los huecos entre el ático y la vivienda (la entrada al ático, las lámparas, las aberturas de tubos y ductos) para que los murciélagos no puedan entrar a los cuartos.',
      'Al anochecer, observe el exterior de la casa para ver por dónde salen los murciélagos.',
      'Fíjese en la fecha: durante la temporada de crías, más o menos de junio a agosto en gran parte de Estados Unidos, las crías no pueden volar y la exclusión tiene que esperar. Algunos estados tienen sus propias fechas y reglas.',
      'Comuníquese con un operador de control de fauna humanitario con experiencia en exclusión de murciélagos a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Fuera de la temporada de crías, ponga dispositivos de exclusión de un solo sentido (malla o tubos) en las salidas que usan y selle todos los demás huecos, incluso los de apenas unos tres octavos de pulgada.',
      'Deje los dispositivos de un solo sentido por lo menos varias noches de buen tiempo y luego selle esas aberturas de forma permanente.',
      'Pida a un profesional con protección respiratoria que limpie el excremento: el guano de murciélago removido puede esparcir las esporas de la histoplasmosis.',
      'Considere poner una casa para murciélagos cerca para que la colonia tenga otro lugar adonde ir.',
    ],
    preventionTips: [
      'Revise el borde del techo, los tapajuntas de la chimenea, los aleros y las rejillas cada otoño o a principios de la primavera, y selle los huecos antes de que vuelvan los murciélagos.',
      'No use bolitas de naftalina, aerosoles ni aparatos ultrasónicos: no funcionan de forma confiable y, usados así, pueden ser peligrosos o ilegales.',
      'Mantenga mosquiteros en las ventanas y en las aberturas de la chimenea.',
    ],
    searchKeywords: [
      'murciélagos en el ático',
      'murcielagos en el atico',
      'murcielago en la pared',
      'murcielagos en la casa',
      'excremento de murcielago',
      'guano de murcielago en el atico',
      'chillidos en las paredes',
      'como sacar murcielagos del techo',
      'murcielagos en el tejado',
      'murcielagos en el techo',
    ],
  },
  'bat-flying-in-house': {
    title: 'Murciélago volando dentro de la casa',
    description:
      'Un solo murciélago volando por un cuarto casi siempre es un murciélago joven perdido que busca la salida, y muchas veces se va solo. La pregunta clave es si alguien pudo haber tenido contacto con él: las mordidas de murciélago pueden ser diminutas y pasar desapercibidas, y los murciélagos pueden transmitir la rabia. Si hubo cualquier posibilidad de contacto, ya no es solo un problema de convivencia.',
    immediateActions: [
      'Nunca toque al murciélago, ni siquiera con guantes, y no lo golpee ni le tire manotazos.',
      'Decida si pudo haber habido contacto: si alguien dormía en el cuarto, o si un niño pequeño, una persona que no puede decir lo que pasó o una mascota estaba en el cuarto con el murciélago, trátelo como contacto. Comuníquese con el departamento de salud local o con un médico y no suelte al murciélago; puede que haya que hacerle la prueba.',
      'Para guardarlo para la prueba, enciérrelo desde lejos: cierre las ventanas y puertas del cuarto donde está, ponga una toalla a lo largo de la parte de abajo de la puerta y no deje entrar a nadie. Diga al departamento de salud dónde está; ellos lo atraparán o le dirán cómo hacerlo.',
      'Si está seguro de que no hubo contacto, saque a las personas y a las mascotas del cuarto y cierre las puertas interiores para que el murciélago se quede en ese cuarto.',
      'Abra una ventana o una puerta que dé afuera en ese cuarto, apague las luces de adentro y espere en silencio; casi siempre el murciélago sale volando en menos de una hora.',
      'Si el murciélago no se va, o siguen apareciendo murciélagos, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Averigüe cómo entró el murciélago: revise el ático, la chimenea y los huecos alrededor de puertas, ventanas, aparatos de aire acondicionado y tubos.',
      'Si hay murciélagos refugiados en el edificio, planee una exclusión profesional fuera de la temporada de crías.',
      'Mantenga al día las vacunas contra la rabia de sus mascotas.',
    ],
    preventionTips: [
      'Mantenga mosquiteros en las ventanas y una tapa en la chimenea.',
      'Selle los huecos alrededor de la entrada al ático, las lámparas y la plomería que van del ático o las paredes a los cuartos.',
    ],
    searchKeywords: [
      'murciélago en la casa',
      'murcielago en la casa',
      'murcielago en el cuarto',
      'murcielago volando en la casa',
      'murcielago en el cuarto mientras dormia',
      'como sacar un murcielago de la casa',
      'murcielago adentro',
      'murcielago en la sala',
      'murciegalo en la casa',
    ],
  },
  // ------------------------------------------------ Zorrillos, marmotas, zarigüeyas
  'skunk-under-deck': {
    title: 'Zorrillo viviendo debajo de una terraza, porche o cobertizo',
    description:
      'Los zorrillos a menudo hacen su madriguera debajo de terrazas, porches y cobertizos, y son vecinos tranquilos que solo rocían cuando se sienten acorralados. Las hembras tienen sus crías a fines de la primavera, así que de mayo a agosto puede haber crías ahí abajo. La solución duradera es dejar que la familia se vaya y luego asegurarse de que no pueda volver a entrar.',
    immediateActions: [
      'Mantenga a los perros con correa y a los niños lejos de la madriguera, sobre todo al anochecer y de noche, cuando los zorrillos están activos.',
      'Si se encuentra con el zorrillo, aléjese despacio y en silencio. Si zapatea o levanta la cola, le está advirtiendo. Nunca toque un zorrillo, ni siquiera con guantes: los zorrillos pueden transmitir la rabia.',
      'Revise si hay crías: de mayo a agosto, dé por hecho que hay crías hasta que las vea seguir a su madre afuera de noche, por lo general de mediados a fines del verano. No tape el agujero mientras estén adentro.',
      'Haga la prueba de la harina: al anochecer, eche una capa pareja de harina en la entrada, y revise después de que oscurezca si hay huellas que salen.',
      'Cuando las huellas muestren que el zorrillo salió (y no queden crías), ponga una puerta de un solo sentido en la entrada durante unas noches, con todos los demás huecos cerrados.',
      'Si necesita ayuda, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cierre el espacio para siempre con una barrera en forma de L: entierre malla de alambre resistente a unas 12 pulgadas de profundidad a lo largo de la base de la terraza o el cobertizo y doble hacia afuera las últimas 12 pulgadas, para que el zorrillo que escarbe se tope con el alambre.',
      'No lo atrape: es muy probable que un zorrillo atrapado rocíe, las crías pueden quedar huérfanas, y llevarse zorrillos lejos es ilegal en muchos estados. Consulte con la agencia estatal de fauna silvestre.',
      'Algunos métodos suaves para ahuyentarlos, como una luz fuerte o un radio debajo de la terraza, pueden animar a un zorrillo sin crías a irse antes de que usted selle la abertura.',
    ],
    preventionTips: [
      'Selle las aberturas debajo de terrazas, porches y cobertizos a principios del otoño, cuando ya se hayan ido las crías y antes de que los zorrillos escojan dónde pasar el invierno.',
      'Meta la comida de las mascotas, limpie el alpiste regado y la fruta caída, y asegure la basura.',
      'Mantenga las pilas de leña y de ramas lejos de la casa.',
    ],
    searchKeywords: [
      'zorrillo debajo de la terraza',
      'zorrillo debajo del deck',
      'zorrillo debajo del porche',
      'zorrillo debajo de la casa',
      'olor a zorrillo',
      'olor a zorrillo debajo de la casa',
      'zorillo debajo de la terraza',
      'como sacar un zorrillo',
      'crias de zorrillo',
      'mofeta debajo de la casa',
    ],
  },
  'dog-sprayed-by-skunk': {
    title: 'Perro rociado por un zorrillo',
    description:
      'Un perro rociado por un zorrillo huele horrible y puede rascarse la cara, babear o entrecerrar los ojos, pero el rocío del zorrillo casi nunca es peligroso. Lo que más importa son los ojos y si el perro fue mordido o arañado. Casi todo el olor se puede quitar en casa con una mezcla sencilla.',
    immediateActions: [
      'Deje al perro afuera o en un solo cuarto fácil de limpiar para que el olor no se riegue por toda la casa.',
      'Revise los ojos: si están rojos o el perro los entrecierra, enjuáguelos con cuidado con agua limpia y fresca. Llame a un veterinario si los ojos siguen irritados o si el perro vomita, está débil o tiene las encías pálidas.',
      'Busque mordidas o arañazos. Si encuentra alguno, llame a su veterinario: los zorrillos pueden transmitir la rabia. Confirme que la vacuna contra la rabia del perro esté al día. Nunca toque al zorrillo, ni siquiera con guantes.',
      'Con guantes puestos, lave el pelo con una mezcla recién hecha de 1 cuarto de galón de agua oxigenada al 3%, 1/4 de taza de bicarbonato de sodio y 1 a 2 cucharaditas de jabón para lavar platos. Evite los ojos, déjela actuar unos 5 minutos y luego enjuague muy bien.',
      'Prepare la mezcla solo cuando la vaya a usar y nunca la guarde en un envase cerrado: puede reventar. Puede aclarar el pelo oscuro.',
      'Lave los collares, la cama y las toallas, y repita el baño si hace falta.',
    ],
    longTermSolutions: [
      'Si un zorrillo tiene su madriguera en su propiedad, deje que se vaya y luego cierre la madriguera con una puerta de un solo sentido y una barrera de alambre en forma de L.',
      'Mantenga a los perros con correa o vigilados en el patio al anochecer y de noche.',
    ],
    preventionTips: [
      'Prenda una luz del patio y haga algo de ruido antes de sacar al perro de noche, para que los zorrillos tengan tiempo de alejarse.',
      'Quite lo que los atrae, como comida de mascotas, alpiste, fruta caída y basura destapada.',
    ],
    searchKeywords: [
      'zorrillo rocio a mi perro',
      'perro rociado por zorrillo',
      'olor a zorrillo en el perro',
      'como quitar el olor a zorrillo',
      'remedio para olor de zorrillo',
      'mi perro huele a zorrillo',
      'zorillo perro',
      'olor a zorrillo',
    ],
  },
  'groundhog-under-shed': {
    title: 'Marmota cavando debajo de un cobertizo, terraza o porche',
    description:
      'Las marmotas cavan madrigueras grandes debajo de cobertizos, terrazas y porches, y los túneles pueden debilitar los cimientos y los escalones. Las crías nacen en primavera y casi siempre dejan la madriguera a mediados del verano, y las marmotas hibernan en invierno. Lo mejor es animarlas a irse y luego impedir que vuelvan con una barrera de alambre enterrada.',
    immediateActions: [
      'Mantenga a las mascotas lejos de la madriguera: una marmota acorralada se defiende. Nunca toque una marmota, ni siquiera con guantes: las marmotas pueden transmitir la rabia.',
      'No tape la madriguera en primavera o a principios del verano, cuando puede haber crías adentro, ni en invierno, cuando una marmota puede estar hibernando.',
      'Anímela a irse molestándola con suavidad: trapos empapados en vinagre de manzana puestos justo dentro de la madriguera, y un radio cerca.',
      'Rellene sin apretar la entrada con tierra o papel periódico arrugado y revísela durante dos o tres días: si nadie la mueve, lo más probable es que la madriguera esté vacía.',
      'Si sigue en uso, ponga una puerta de un solo sentido en la entrada principal después de rellenar sin apretar las demás.',
      'Si necesita ayuda, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cuando esté vacía, rellene la madriguera e instale alrededor del cobertizo o la terraza una barrera en forma de L de malla de alambre resistente, enterrada a unas 12 pulgadas de profundidad y doblada 12 pulgadas hacia afuera.',
      'No la atrape para soltarla en otro lugar: está restringido en muchos estados y a menudo deja crías atrás. Consulte con la agencia estatal de fauna silvestre.',
    ],
    preventionTips: [
      'Cerque los huertos con una cerca de 3 a 4 pies, enterrada o doblada hacia afuera en la parte de abajo, y con la parte de arriba suelta y floja para que se doble hacia atrás cuando la marmota trepe.',
      'Mantenga el pasto cortado y quite las pilas de ramas cerca de los edificios.',
      'Ponga los cobertizos sobre una base sólida o ciérrelos por abajo con alambre antes de que las marmotas los encuentren.',
    ],
    searchKeywords: [
      'marmota debajo del cobertizo',
      'marmota debajo de la terraza',
      'marmota debajo del deck',
      'marmota debajo del porche',
      'madriguera de marmota',
      'hoyo de marmota en el patio',
      'animal haciendo hoyos debajo del cobertizo',
      'como sacar una marmota',
    ],
  },
  'opossum-in-garage': {
    title: 'Zarigüeya (tlacuache) en el garaje',
    description:
      'Las zarigüeyas son nómadas que van de refugio en refugio y casi nunca se quedan mucho tiempo en un mismo lugar. Una zarigüeya en el garaje casi siempre va de paso o encontró comida de mascotas. Si se siente amenazada puede bufar, babear o hacerse la muerta, lo cual es un engaño, no una señal de enfermedad.',
    immediateActions: [
      'Mantenga lejos a las mascotas y a los niños, y no acorrale ni agarre a la zarigüeya con las manos desnudas.',
      'Saque del garaje la comida de mascotas, el alpiste y la basura.',
      'Cuando oscurezca, deje la puerta del garaje abierta un pie o dos y apague las luces; las zarigüeyas son nocturnas y casi siempre se van durante la noche.',
      'Eche un poco de harina en la entrada para ver las huellas que salen, y cierre la puerta cuando se haya ido.',
      'Si la zarigüeya está herida, o es una madre que perdió crías que llevaba en el lomo, comuníquese mejor con un rehabilitador de fauna silvestre a través de la sección Buscar ayuda de Wildline.',
    ],
    longTermSolutions: [
      'Mantenga la puerta del garaje cerrada de noche y selle los huecos debajo de las puertas con un burlete resistente.',
      'Si una zarigüeya sigue regresando o tiene su madriguera en una pared o debajo del piso, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    preventionTips: [
      'Guarde la comida de mascotas y el alpiste en botes de metal o de plástico grueso bien cerrados.',
      'Asegure los botes de basura y recoja la fruta caída.',
    ],
    searchKeywords: [
      'zarigüeya en el garaje',
      'zarigueya en el garaje',
      'tlacuache en el garaje',
      'tlacuache en la casa',
      'zariguella debajo de la casa',
      'como sacar un tlacuache',
      'zarigueya haciendose la muerta',
      'rata grande en el garaje',
    ],
  },
  // -------------------------------------------------------------- Serpientes
  'snake-in-garage': {
    title: 'Serpiente en el garaje',
    description:
      'Las serpientes se meten a los garajes buscando refugio, sombra fresca o los ratones que viven ahí. La mayoría de las serpientes en Estados Unidos son inofensivas y útiles cazadoras de roedores, pero unas pocas son venenosas y algunas son difíciles de distinguir. Dele espacio y una salida; nunca intente matarla.',
    immediateActions: [
      'Mantenga lejos a los niños y a las mascotas, y quédese por lo menos a 6 pies de la serpiente.',
      'Si no está seguro de si es venenosa, trátela como venenosa. Si puede, tómele una foto desde una distancia segura.',
      'No intente matarla: la mayoría de las mordidas de serpiente ocurren cuando la gente intenta matarla o agarrarla, y algunas especies están protegidas por la ley estatal.',
      'Si es claramente una especie inofensiva, abra la puerta del garaje y guíela con cuidado hacia afuera con una escoba de mango largo, o póngale encima una cubeta vacía, ponga peso sobre la cubeta y pida ayuda.',
      'Si es venenosa o no está seguro, manténgase a distancia, mantenga lejos a las mascotas, observe desde lejos adónde va y comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline, con el control de animales local o con la agencia estatal de fauna silvestre.',
      'Si una serpiente venenosa o desconocida muerde a alguien, llame de inmediato a los servicios de emergencia. Mantenga a la persona tranquila y quieta y quítele anillos y ropa apretada; no corte, no chupe, no ponga hielo ni amarre la mordida.',
    ],
    longTermSolutions: [
      'Ponga un burlete ajustado y un sello contra el clima en la puerta del garaje, y selle los huecos alrededor de tubos y paredes.',
      'Controle los ratones en el garaje, porque los roedores son lo que atrae a las serpientes.',
      'Si siguen entrando serpientes, un operador de control de fauna humanitario puede encontrar y sellar los puntos de entrada; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    preventionTips: [
      'Mantenga cerrada la puerta del garaje y guarde las cajas y el tiradero en repisas, no en el piso.',
      'Guarde el alpiste y la comida de mascotas en envases bien cerrados.',
      'Aleje del garaje las pilas de leña, de ramas y de piedras.',
    ],
    searchKeywords: [
      'serpiente en el garaje',
      'culebra en el garaje',
      'vibora en el garaje',
      'es venenosa esta serpiente',
      'como sacar una culebra del garaje',
      'serpiente en la cochera',
      'cabeza de cobre en el garaje',
      'identificar serpiente',
    ],
  },
  'snake-in-house': {
    title: 'Serpiente dentro de la casa',
    description:
      'Una serpiente dentro de la vivienda da miedo, pero casi siempre es una especie inofensiva que se coló por un hueco debajo de una puerta o alrededor de los tubos. Lo primero es mantener a todos a una distancia segura, dejar a la serpiente encerrada en un solo cuarto y conseguir ayuda para sacarla. Nunca intente matarla ni agarre una serpiente que no pueda identificar.',
    immediateActions: [
      'Saque del cuarto a los niños y a las mascotas y quédese por lo menos a 6 pies de distancia.',
      'Si lo puede hacer sin peligro, cierre la puerta y ponga una toalla enrollada a lo largo del hueco de abajo para que la serpiente no salga de ese cuarto. Fíjese dónde se esconde.',
      'Si no está seguro de si es venenosa, trátela como venenosa y no se le acerque.',
      'Comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline, con el control de animales local o con la agencia estatal de fauna silvestre para que la saquen; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
      'Si es claramente una especie pequeña e inofensiva, puede abrir una puerta que dé afuera en ese cuarto y guiarla con cuidado con una escoba, o taparla con una cubeta o un bote vacío y ponerle peso encima hasta que llegue la ayuda.',
      'Si una serpiente venenosa o desconocida muerde a alguien, llame de inmediato a los servicios de emergencia. Mantenga a la persona tranquila y quieta; no corte, no chupe, no ponga hielo ni amarre la mordida.',
    ],
    longTermSolutions: [
      'Encuentre y selle los puntos de entrada: huecos debajo de las puertas, alrededor de tubos y cables, salidas de la secadora, rejillas del espacio debajo del piso y grietas en los cimientos.',
      'Resuelva cualquier problema de ratones, porque los roedores atraen a las serpientes.',
    ],
    preventionTips: [
      'Ponga burletes en las puertas que dan afuera, incluida la puerta entre el garaje y la casa.',
      'Mantenga malla en las rejillas del espacio debajo del piso y de los cimientos.',
      'Mantenga los arbustos, las pilas de leña y el tiradero lejos de los cimientos.',
    ],
    searchKeywords: [
      'serpiente en la casa',
      'culebra en la casa',
      'culebra en mi cuarto',
      'serpiente en el sotano',
      'vibora en la cocina',
      'serpiente dentro de la casa',
      'culebra debajo del sillon',
      'como entro una culebra a mi casa',
    ],
  },
};
