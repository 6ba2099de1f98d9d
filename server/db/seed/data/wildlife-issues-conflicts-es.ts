import type { WildlifeIssueSpanishSeed } from '../types.ts';

// The Spanish of the human–wildlife conflicts in ./wildlife-issues-conflicts.ts, keyed by
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
      'Para animarla a irse antes, moléstela con suavidad: una luz fuerte dirigida a la madriguera, un radio encendido en una estación de programas hablados y trapos empapados en vinagre de manzana cerca. La mayoría de las madres se llevan a las crías a otra madriguera en pocas noches.',
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
      'Para un mapache, una chimenea sin tapa parece un árbol hueco, y en primavera las madres a menudo crían a sus pequeños en la repisa de humo, justo encima del regulador de tiro. Puede que oiga parloteos, gemidos o ronroneos que salen de la chimenea. La familia se irá sola en unas semanas, o se le puede animar a irse antes.',
    immediateActions: [
      'Mantenga cerrados el regulador de tiro y las puertas de la chimenea para que el mapache no pueda entrar a la casa.',
      'Nunca encienda un fuego ni use humo para sacar al mapache: las crías no pueden trepar para salir y morirán, y la madre puede quedar atrapada o quemarse.',
      'No meta la mano en la chimenea, y nunca toque a un mapache ni a sus crías, ni siquiera con guantes: los mapaches pueden transmitir la rabia.',
      'Para animar a la madre a llevarse a las crías, ponga en la chimenea un radio encendido en una estación de programas hablados y, justo debajo del regulador de tiro, un plato con vinagre de manzana o un trapo empapado en vinagre. La mayoría de las madres se llevan a la familia en pocas noches.',
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
      'Corte las ramas cerca del techo y quite la comida que los atrae, como la basura destapada y la comida de mascotas que se deja afuera.',
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
      'A veces los mapaches entran a cocinas, garajes y sótanos por la puerta de las mascotas, una puerta abierta o una chimenea sin regulador de tiro, casi siempre buscando comida. Un mapache acorralado puede morder o rasguñar, así que lo más seguro es darle una salida libre y tranquila. Nunca intente atraparlo usted mismo.',
    immediateActions: [
      'Saque a los niños y a las mascotas del lugar y cierre las puertas interiores para que el mapache quede encerrado en la menor cantidad de cuartos posible.',
      'Abra una puerta o ventana que dé afuera en el cuarto donde está el mapache y quite todo lo que bloquee el camino hacia ella.',
      'Salga del cuarto y observe en silencio desde lejos; no lo persiga, no lo acorrale ni intente agarrarlo. Los mapaches pueden transmitir la rabia: nunca toque uno, ni siquiera con guantes.',
      'Si mordió o rasguñó a alguien, lave la herida con agua corriente y jabón durante unos 15 minutos y comuníquese de inmediato con un médico o con el departamento de salud local.',
      'Si el mapache parece enfermo (se tambalea, da vueltas, está demasiado manso o agresivo), mantenga a todos lejos y llame al control de animales local o al departamento de salud.',
      'Si se esconde y no se va, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cambie la puerta para mascotas que siempre queda abierta por una que se cierre con llave de noche o que solo abra con el microchip o la placa del collar de su mascota.',
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
      'Asegure las tapas con cuerdas elásticas, correas o tapas con seguro, o use botes diseñados para resistir a los animales.',
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
      'Correteos, rasguños y ruidos como de algo que rueda en el ático o en las paredes temprano en la mañana y al final de la tarde suelen ser de ardillas grises o rojas. Las ardillas muerden la madera y los cables, lo que puede causar un incendio, así que hay que sacarlas y cerrarles la entrada; pero las hembras a menudo tienen crías en el ático de fines del invierno a la primavera y otra vez a fines del verano. Siempre revise si hay crías antes de tapar cualquier agujero.',
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
      'Si la ardilla bajó por la chimenea y está atorada en el hogar de la chimenea, cierre las puertas de vidrio, abra una puerta cercana que dé afuera y déjele el camino libre para salir.',
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
      'Para que se le pueda hacer la prueba, enciérrelo desde lejos: cierre las ventanas y puertas del cuarto donde está, ponga una toalla a lo largo de la parte de abajo de la puerta y no deje entrar a nadie. Diga al departamento de salud dónde está; ellos lo atraparán o le dirán cómo hacerlo.',
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
      'Un perro rociado por un zorrillo huele horrible y puede rascarse la cara, babear o entrecerrar los ojos, pero el rocío del zorrillo casi nunca es peligroso. Lo que más importa son los ojos y si el perro fue mordido o rasguñado. Casi todo el olor se puede quitar en casa con una mezcla sencilla.',
    immediateActions: [
      'Deje al perro afuera o en un solo cuarto fácil de limpiar para que el olor no se riegue por toda la casa.',
      'Revise los ojos: si están rojos o el perro los entrecierra, enjuáguelos con cuidado con agua limpia y fresca. Llame a un veterinario si los ojos siguen irritados o si el perro vomita, está débil o tiene las encías pálidas.',
      'Busque mordidas o rasguños. Si encuentra alguno, llame a su veterinario: los zorrillos pueden transmitir la rabia. Confirme que la vacuna contra la rabia del perro esté al día. Nunca toque al zorrillo, ni siquiera con guantes.',
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
      'Mantenga cerrada la puerta del garaje y guarde las cajas y las cosas amontonadas en repisas, no en el piso.',
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
      'Mantenga los arbustos, las pilas de leña y las cosas amontonadas lejos de los cimientos.',
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
  'snakes-in-yard': {
    title: 'Serpientes en el patio o el jardín',
    description:
      'Ver una serpiente en el patio es común, sobre todo en primavera y otoño, y la mayoría de las serpientes son inofensivas y ayudan a controlar los roedores y las babosas. Una serpiente a la que se deja en paz casi siempre sigue su camino. Hacer que el patio sea menos atractivo funciona mejor que cualquier repelente.',
    immediateActions: [
      'Mantenga atrás a los niños y a las mascotas y dele espacio a la serpiente; la mayoría se va sola en cuestión de minutos u horas.',
      'No intente matarla ni atraparla: la mayoría de las mordidas ocurren cuando la gente lo intenta, y algunas especies están protegidas por la ley estatal.',
      'Si hace falta animarla, un chorro suave de la manguera desde lejos casi siempre hace que una serpiente inofensiva siga su camino.',
      'Si cree que es venenosa, o si está cerca de una puerta o de donde juegan los niños y no se mueve, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline o con la agencia estatal de fauna silvestre.',
    ],
    longTermSolutions: [
      'Quite los escondites cerca de la casa: pilas de ramas, de leña, de tablas y de piedras, y las plantas rastreras tupidas.',
      'Reduzca los roedores guardando bien el alpiste y la comida de mascotas y limpiando las semillas regadas.',
      'Alrededor de donde juegan los niños, una cerca contra serpientes de malla de alambre fina de unos 3 pies de alto, enterrada unas pulgadas e inclinada hacia afuera, puede mantener fuera a las serpientes.',
    ],
    preventionTips: [
      'Mantenga el pasto cortado y los arbustos podados para que no toquen el suelo cerca de la casa.',
      'No confíe en los repelentes para serpientes ni en las bolitas de naftalina: no son eficaces, y las bolitas de naftalina pueden envenenar.',
      'Aprenda qué serpientes venenosas hay en su zona, si las hay, y enseñe a los niños a dejar en paz a todas las serpientes.',
    ],
    searchKeywords: [
      'serpientes en el patio',
      'culebra en el patio',
      'culebra en el jardin',
      'como ahuyentar culebras',
      'repelente para culebras',
      'culebra negra en el patio',
      'es venenosa esta culebra',
      'vibora en el pasto',
      'serpiente en la yarda',
    ],
  },
  // ------------------------------------------------------------------- Aves
  'woodpecker-drilling-siding': {
    title: 'Pájaro carpintero haciendo agujeros en el revestimiento',
    description:
      'Los pájaros carpinteros picotean las casas por tres razones: tamborilear fuerte para marcar su territorio en primavera, comer insectos que hay en la madera, o cavar un nido o un agujero para dormir. Los pájaros carpinteros y sus nidos activos están protegidos por la ley federal, así que no se les puede lastimar, atrapar ni matar sin un permiso federal. Actuar pronto con métodos inofensivos para ahuyentarlos casi siempre lo resuelve.',
    immediateActions: [
      'Averigüe qué está haciendo el pájaro: un tamborileo rápido en las canaletas o el revestimiento es por territorio, las filas de agujeros pequeños indican que come insectos, y un solo agujero grande y redondo es un nido o un lugar para dormir.',
      'Si un agujero es un nido activo (los pájaros entran y salen, se oyen las crías), déjelo en paz hasta que las crías se hayan ido volando, por lo general en unas pocas semanas.',
      'Cuelgue cinta reflectante, tiras de papel aluminio o rehiletes cerca del lugar que usa el pájaro, y cámbielos de lugar para que sigan funcionando.',
      'Si el problema no se acaba, cuelgue malla ligera para aves desde el alero, a unas 3 pulgadas del revestimiento, para que el pájaro no llegue a la pared.',
      'Revise si hay insectos en la madera, como abejas carpinteras, y si los hay, haga que los traten.',
      'Tape los agujeros nuevos con lámina de metal o resánelos cuando esté seguro de que ningún pájaro los usa.',
    ],
    longTermSolutions: [
      'Cuando el pájaro haya dejado de usar el lugar, repare los agujeros con pasta para madera y luego pinte o barnice.',
      'Ponga un comedero de sebo o una caja nido adecuada en un árbol lejos de la casa, lo que puede alejar al pájaro.',
      'Si el problema es constante, considere cubrir la zona preferida con un material más duro, como lámina de metal o molduras de fibrocemento.',
    ],
    preventionTips: [
      'Dé mantenimiento y selle el revestimiento y las molduras de madera, y trate pronto cualquier plaga de insectos.',
      'Empiece a ahuyentarlo en cuanto note los primeros picoteos, antes de que se le haga costumbre.',
    ],
    searchKeywords: [
      'pajaro carpintero en la casa',
      'pájaro carpintero haciendo agujeros',
      'pajaro carpintero picoteando la casa',
      'daños de pajaro carpintero',
      'pajaro carpintero en la canaleta',
      'carpintero picando la pared',
      'como ahuyentar un pajaro carpintero',
      'pajaro haciendo hoyos en la madera',
    ],
  },
  'birds-nesting-in-vent': {
    title: 'Pájaros anidando en la salida de la secadora o del baño',
    description:
      'Los píos que salen de la salida de la secadora, del baño o de la cocina casi siempre quieren decir que unos pájaros hicieron un nido adentro, muchas veces estorninos, gorriones caseros o saltaparedes. La mayoría de las aves nativas y sus nidos activos están protegidos por la ley federal, y sacar un nido con polluelos los mata, sea cual sea la especie. Los polluelos casi siempre se van en unas pocas semanas, y después se puede limpiar la salida y protegerla bien.',
    immediateActions: [
      'Deje de usar la secadora o el extractor de esa salida: una salida de secadora tapada es un peligro de incendio y, con una secadora de gas, también de monóxido de carbono. Tienda la ropa o use una lavandería durante unas semanas.',
      'No saque el nido, no meta nada en la salida ni use humo o aerosoles mientras haya huevos o polluelos.',
      'Si los pájaros apenas están llevando material y todavía no hay huevos, puede sacarlo y cubrir la abertura con una rejilla protectora.',
      'Si hay huevos o polluelos, espere: la mayoría de los polluelos de aves cantoras dejan el nido de 2 a 3 semanas después de nacer. Cuando los píos y las visitas de los padres hayan parado por unos días, el nido está vacío.',
      'Si necesita ayuda, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cuando el nido esté vacío, haga limpiar todo el ducto, no solo la abertura, porque el material del nido que queda al fondo del ducto puede incendiarse.',
      'Ponga una protección diseñada para ese tipo de salida. Para la secadora, use una cubierta aprobada para secadoras, nunca malla fina ni mosquitero, que atrapan la pelusa y son un peligro de incendio.',
      'Revise que las aletas de la salida cierren bien y que no estén rotas ni trabadas abiertas.',
    ],
    preventionTips: [
      'Revise las salidas exteriores a fines del invierno, antes de la temporada de nidos, y cambie las cubiertas dañadas.',
      'Limpie el ducto de la secadora por lo menos una vez al año.',
    ],
    searchKeywords: [
      'pajaro en la salida de la secadora',
      'nido de pajaro en la ventila de la secadora',
      'nido en el extractor del baño',
      'pajaros en el extractor',
      'pios en la ventila',
      'pajaros en la ventilacion',
      'nido de pajaro en la campana de la cocina',
      'pajaro en el ducto de la secadora',
    ],
  },
  'chimney-swifts-in-chimney': {
    title: 'Vencejos de chimenea anidando en la chimenea',
    description:
      'Un parloteo fuerte que sale de la chimenea en verano, sobre todo cuando entran los padres, muchas veces es una familia de vencejos de chimenea. Estas aves pequeñas, con forma de puro, pasan el día en el aire comiendo insectos y anidan en la pared interior de las chimeneas. Están protegidas por la ley federal y su número ha bajado mucho, así que hay que dejar el nido hasta que migren en otoño.',
    immediateActions: [
      'Mantenga cerrado el regulador de tiro y no encienda fuego ni use humo mientras haya vencejos.',
      'No intente sacar el nido ni las aves: es ilegal y los polluelos morirían.',
      'Para bajar el ruido, ponga un cojín o un pedazo de hule espuma en la chimenea, justo debajo del regulador de tiro.',
      'Espere: la etapa ruidosa dura solo unas dos semanas, y las crías dejan el nido unas cuatro semanas después de nacer.',
      'Si un vencejo joven cae al hogar de la chimenea, comuníquese con un rehabilitador de fauna silvestre a través de la sección Buscar ayuda de Wildline.',
    ],
    longTermSolutions: [
      'Cuando los vencejos hayan migrado al sur en otoño, haga deshollinar la chimenea, de preferencia entre noviembre y marzo.',
      'Si no quiere vencejos el próximo año, ponga una tapa en la chimenea en invierno, cuando ya se hayan ido.',
      'Si tiene una chimenea de ladrillo o piedra que no usa, considere dejarla abierta para los vencejos; las chimeneas con revestimiento de metal siempre deben tener tapa, porque los vencejos no se pueden agarrar del metal liso.',
    ],
    preventionTips: [
      'Programe la limpieza y la tapa de la chimenea para fines del otoño o el invierno, nunca en primavera ni en verano.',
      'Mantenga cerrado el regulador de tiro siempre que no use la chimenea.',
    ],
    searchKeywords: [
      'pajaros en la chimenea',
      'vencejos de chimenea',
      'nido de vencejos',
      'pios en la chimenea',
      'ruido en la chimenea',
      'pajaritos en la chimenea',
      'nido de pajaro en la chimenea',
      'pajaros en la chiminea',
    ],
  },
  'canada-geese-nesting-aggressive': {
    title: 'Gansos canadienses anidando o agresivos',
    description:
      'En primavera, los gansos canadienses a menudo anidan cerca de estanques, estacionamientos y entradas de oficinas, y los padres le bufan, aletean y se le echan encima a quien se acerque. Es una conducta de defensa y dura más o menos un mes, hasta que nacen los gansitos y dejan el nido. Los gansos canadienses, sus nidos y sus huevos están protegidos por la ley federal: molestar un nido o los huevos requiere un permiso o registro federal y seguir las reglas del estado.',
    immediateActions: [
      'Mantenga a las personas y a las mascotas bien lejos del nido, y use otra puerta u otro camino durante unas semanas si puede.',
      'Marque la zona con conos, cinta o un letrero para que los demás sepan que deben evitarla.',
      'Si un ganso se le echa encima, póngase de frente, mantenga la calma y retroceda despacio sin perderlo de vista; no se dé la vuelta para correr, ni lo patee ni lo golpee.',
      'No toque, mueva ni destruya el nido ni los huevos: eso requiere un permiso o registro federal y la aprobación del estado.',
      'Los huevos tardan unas cuatro semanas en nacer, y la familia casi siempre se aleja del nido caminando uno o dos días después.',
      'Para consejos sobre permisos o problemas que continúan, comuníquese con la agencia estatal de fauna silvestre, o con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Siembre una franja de pastos nativos altos, arbustos o una cerca baja a la orilla del agua; los gansos prefieren el césped abierto con vista despejada al agua.',
      'Empiece a ahuyentarlos de forma humanitaria a fines del invierno, antes de que hagan sus nidos, y hágalo con constancia.',
      'Donde hay muchos, tratar los huevos para que no se desarrollen puede reducir la parvada de forma humanitaria, pero solo con registro federal y siguiendo las reglas del estado.',
    ],
    preventionTips: [
      'Nunca alimente a los gansos ni a los patos.',
      'Reduzca las áreas grandes de césped corto junto a los estanques.',
      'Revise los lugares donde suelen anidar a fines del invierno, antes de que empiecen a poner huevos.',
    ],
    searchKeywords: [
      'gansos agresivos',
      'ganso canadiense atacando',
      'nido de ganso',
      'gansos anidando cerca de la puerta',
      'ganso me persigue',
      'ganso canadiense persiguiendo gente',
      'ganso bufando',
      'quitar nido de ganso',
    ],
  },
  'canada-geese-on-lawn': {
    title: 'Gansos canadienses en el césped, el estanque o la cancha',
    description:
      'Las parvadas de gansos canadienses que pastan en el césped y dejan excremento son una molestia común alrededor de estanques, parques y patios. Los gansos están protegidos por la ley federal, así que no se les puede lastimar, pero sí se puede hacer que no se sientan bienvenidos. Cambiar el entorno funciona mejor y dura más que cualquier aparato para espantarlos.',
    immediateActions: [
      'Deje de alimentarlos, y que los vecinos también dejen de hacerlo, y recoja el alpiste regado.',
      'Ahuyente a los gansos de forma humanitaria y constante: camine hacia ellos, aplauda, o use cintas y aspersores que se activan con el movimiento. Nunca los lastime, y no moleste a un ganso echado en su nido.',
      'Limpie el excremento con guantes y lávese las manos después.',
      'A principios del verano, fíjese si hay gansos mudando las plumas que no pueden volar; déjeles un camino libre para llegar al agua caminando.',
    ],
    longTermSolutions: [
      'Deje crecer una franja de pasto alto o arbustos a la orilla del agua para tapar la vista despejada que prefieren los gansos.',
      'Reduzca el área de césped corto y fertilizado cerca del agua.',
      'Para terrenos grandes, un operador de control de fauna humanitario puede organizar un programa para ahuyentarlos; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    preventionTips: ['Nunca alimente a los gansos.', 'Empiece a ahuyentarlos temprano en la temporada, antes de que se instalen.'],
    searchKeywords: [
      'gansos en el cesped',
      'popo de ganso',
      'excremento de gansos',
      'como ahuyentar gansos',
      'gansos canadienses en el patio',
      'gansos en el estanque',
      'gansos en el pasto',
      'ganzos en el parque',
    ],
  },
  'pigeons-on-balcony': {
    title: 'Palomas posándose o anidando en el balcón',
    description:
      'Las palomas se instalan en balcones, cornisas y detrás de los aparatos de aire acondicionado cuando encuentran refugio, agua o comida. Su excremento ensucia mucho y, cuando está seco y se remueve, puede llevar esporas de hongos. Se puede desanimar a las palomas de forma humanitaria quitando lo que las atrae y cerrando los lugares donde anidan cuando no haya ningún nido en uso.',
    immediateActions: [
      'Revise si hay un nido: si hay huevos o pichones, espere a que los pichones se vayan volando, lo que por lo general tarda unas seis a siete semanas desde que ponen los huevos.',
      'Asegúrese de que sean palomas: las tórtolas huilotas se parecen pero están protegidas por la ley federal, y hay que dejar en paz sus nidos activos.',
      'Quite la comida y el agua: comederos de pájaros, comida de mascotas, basura destapada y agua estancada.',
      'Limpie el excremento con guantes y una mascarilla bien ajustada; mójelo primero con desinfectante y nunca lo barra en seco.',
      'Cuando no haya ningún nido activo, tape los rincones protegidos, como el hueco detrás del aire acondicionado o las macetas, con malla o paneles sólidos.',
    ],
    longTermSolutions: [
      'Cierre el balcón con malla para aves, o ponga picos antiaves o cubiertas inclinadas en las cornisas y barandales.',
      'No use venenos ni geles pegajosos: causan sufrimiento y atrapan y matan a otras aves.',
      'En edificios grandes, un operador de control de fauna humanitario puede instalar malla u otra exclusión; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    preventionTips: [
      'Nunca alimente a las palomas, y pida a sus vecinos que no lo hagan.',
      'Mantenga el balcón libre de cosas amontonadas y cajas donde las aves podrían anidar.',
      'En primavera, revise el balcón cada semana para detectar los primeros intentos de hacer nido.',
    ],
    searchKeywords: [
      'palomas en el balcon',
      'nido de paloma en el balcón',
      'palomas anidando',
      'como ahuyentar palomas',
      'excremento de paloma',
      'palomas detras del aire acondicionado',
      'pichones en el balcon',
      'picos para palomas',
    ],
  },
  'bird-attacking-window': {
    title: 'Pájaro que ataca una ventana o el espejo del carro',
    description:
      'Un petirrojo, cardenal, azulejo o cenzontle que se lanza una y otra vez contra una ventana o el espejo del carro está peleando con su propio reflejo, que confunde con un rival durante la temporada de reproducción. El pájaro no está enfermo ni tiene rabia, y la conducta casi siempre se acaba cuando termina la temporada de nidos. La solución es romper el reflejo por fuera del vidrio.',
    immediateActions: [
      'Cubra por fuera el vidrio donde ataca el pájaro: rayas de jabón, película para ventanas que se pueda quitar, malla, un mosquitero o papel pegado por fuera, todo funciona. Cubrirlo por dentro no quita el reflejo.',
      'Cubra los espejos laterales del carro con bolsas o calcetines cuando esté estacionado.',
      'Aleje de la ventana por un tiempo cualquier lugar cercano donde se pose, como un comedero o un enrejado.',
      'Deje en paz al pájaro y a cualquier nido cercano: las aves cantoras y sus nidos activos están protegidos por la ley federal.',
    ],
    longTermSolutions: [
      'Deje la cubierta puesta un par de semanas; el pájaro casi siempre se rinde, y la conducta se acaba después de la temporada de nidos.',
      'Para ventanas contra las que los pájaros también chocan, use marcas, cinta o película por fuera con dibujos separados no más de unas 2 pulgadas.',
    ],
    preventionTips: [
      'Ponga los comederos a menos de 3 pies de las ventanas o a más de 30 pies.',
      'Use mosquiteros, toldos o persianas exteriores en las ventanas que reflejan mucho.',
    ],
    searchKeywords: [
      'pajaro atacando la ventana',
      'pajaro picoteando la ventana',
      'pajaro golpeando la ventana',
      'petirrojo atacando ventana',
      'cardenal picoteando la ventana',
      'pajaro atacando el espejo del carro',
      'pajaro choca con la ventana',
      'pajaro se pelea con su reflejo',
    ],
  },
  'bird-trapped-in-building': {
    title: 'Pájaro atrapado dentro de una casa, garaje o tienda',
    description:
      'Un pájaro que entra volando a una casa, un garaje, una bodega o una tienda se va hacia la luz más fuerte y muchas veces termina atorado contra una ventana alta o el techo. Si no está herido, casi siempre se le puede guiar hacia afuera controlando la luz y dándole tiempo. Los colibríes a menudo quedan atrapados en los garajes, atraídos por la manija roja para soltar la puerta del garaje.',
    immediateActions: [
      'Mantenga fuera a las mascotas y cierre las puertas interiores para que el pájaro quede en el espacio más pequeño posible.',
      'Abra una ventana o una puerta que dé afuera y quite el mosquitero. Cierre las cortinas de las demás ventanas y apague las luces de adentro para que la salida abierta sea el lugar con más luz.',
      'Salga del cuarto en silencio hasta por una hora; no persiga al pájaro, porque eso lo agota y puede lastimarse.',
      'Si se posa abajo y se ve cansado, déjele caer encima con cuidado una toalla ligera, sáquelo afuera y suéltelo cerca de arbustos o árboles donde pueda esconderse.',
      'Si el pájaro está herido, sangra, chocó fuerte contra una ventana o lleva más de un día atrapado sin comida ni agua, comuníquese con un rehabilitador de fauna silvestre a través de la sección Buscar ayuda de Wildline.',
      'En un edificio grande, abra las puertas grandes, baje las luces de adentro donde se pueda y espere; si no puede salir, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Mantenga mosquiteros en las ventanas y puertas, y revise si hay aberturas en las rejillas y las chimeneas.',
      'En los garajes, cubra o quite la etiqueta roja de la manija para soltar la puerta, para que no atraiga a los colibríes.',
    ],
    preventionTips: [
      'Mantenga cerradas las puertas del garaje y de la bodega cuando no las use, o cuelgue cortinas de tiras.',
      'Ponga una tapa en la chimenea para que los pájaros no caigan por ella hasta dentro de la casa.',
    ],
    searchKeywords: [
      'pajaro dentro de la casa',
      'pájaro atrapado en la casa',
      'pajaro en el garaje',
      'colibri en el garaje',
      'pajaro atrapado en la tienda',
      'pajaro en la bodega',
      'como sacar un pajaro de la casa',
      'se metio un pajaro a la casa',
    ],
  },
  // ------------------------------------------------------- Coyotes y zorros
  'coyote-near-pets': {
    title: 'Coyote que amenaza a las mascotas o se acerca a las personas',
    description:
      'Hoy los coyotes viven en la mayoría de las ciudades y suburbios de Estados Unidos y casi siempre evitan a las personas, pero pueden ver a los gatos y los perros pequeños como presas, y a los perros grandes como rivales, sobre todo en la temporada de apareamiento y de crías, de fines del invierno al verano. Un coyote que lo sigue mientras pasea al perro muchas veces lo está escoltando lejos de su madriguera. Tener a las mascotas cerca y enseñar a los coyotes a desconfiar de la gente evita la mayoría de los problemas.',
    immediateActions: [
      'Meta ahora mismo a los gatos y los perros pequeños, y no deje mascotas afuera sin vigilancia, sobre todo del anochecer al amanecer.',
      'Si un coyote se le acerca a usted o a su mascota, cargue al perro pequeño, párese derecho y no corra. Ahuyéntelo: grite, agite los brazos, aplauda o échele agua con la manguera hasta que se vaya.',
      'Pasee a los perros con una correa corta que no sea retráctil y evite en primavera las zonas donde se sabe que hay madrigueras.',
      'Si su mascota fue mordida o rasguñada, llévela de inmediato al veterinario y mencione una posible exposición a la rabia. Nunca toque ni intente atrapar a un coyote, ni siquiera con guantes.',
      'Si un coyote muerde o amenaza a una persona, o parece enfermo (se tambalea, está demasiado manso o agresivo), llame a los servicios de emergencia o al control de animales local, y repórtelo a la agencia estatal de fauna silvestre.',
      'Quite la comida y el agua que atraen a los coyotes: platos de comida y agua de mascotas, alpiste, fruta caída, composta destapada y basura sin asegurar.',
    ],
    longTermSolutions: [
      'Tenga a las gallinas, los conejos y otros animales pequeños en corrales a prueba de depredadores, con techo y con malla de alambre enterrada alrededor de la base.',
      'Cerque el patio con una cerca de por lo menos 6 pies de alto, de preferencia con la parte de arriba inclinada hacia afuera o con un rodillo, y con un faldón de alambre enterrado para que no escarben.',
      'Anime a sus vecinos a ahuyentar a los coyotes con constancia y a nunca alimentarlos. Atraparlos y reubicarlos está regulado y casi nunca funciona, porque llegan otros coyotes.',
    ],
    preventionTips: [
      'Nunca alimente a los coyotes, ni a propósito ni dejando comida afuera.',
      'Tenga a los gatos siempre adentro.',
      'Cierre los espacios debajo de terrazas y cobertizos donde los coyotes podrían hacer su madriguera.',
      'Corte la maleza tupida cerca de la casa donde los coyotes se pueden esconder.',
    ],
    searchKeywords: [
      'coyote ataco a mi perro',
      'coyote cerca de mi perro',
      'coyote en el patio',
      'coyote me esta siguiendo',
      'coyotes matando gatos',
      'collote en el patio',
      'como ahuyentar coyotes',
      'proteger mascotas de coyotes',
      'coyote agresivo',
    ],
  },
  'coyote-in-neighborhood': {
    title: 'Coyote visto en el vecindario',
    description:
      'Ver un coyote cruzar una calle o un patio, aun de día, es normal en la mayor parte de Estados Unidos y no es por sí solo una señal de rabia. La mayoría de los coyotes solo van de paso a cazar roedores y conejos. Los problemas empiezan cuando los coyotes encuentran comida cerca de las casas y pierden el miedo a la gente.',
    immediateActions: [
      'Manténgase a distancia y nunca se acerque, alimente ni intente tocar a un coyote, ni siquiera con guantes: los coyotes pueden transmitir la rabia.',
      'Si se queda cerca de las personas o de las casas, ahuyéntelo: párese derecho, grite, agite los brazos o échele agua hasta que se aleje.',
      'Meta a las mascotas y tenga a los gatos adentro.',
      'Reporte al control de animales local o a la agencia estatal de fauna silvestre un coyote que parezca enfermo, que se acerque a la gente sin miedo o que haya mordido a alguien.',
      'Si un coyote mordió o rasguñó a alguien, lave la herida con agua corriente y jabón durante unos 15 minutos y comuníquese de inmediato con un médico o con el departamento de salud local.',
    ],
    longTermSolutions: [
      'Póngase de acuerdo con sus vecinos para quitar las fuentes de comida y ahuyentar a los coyotes con constancia.',
      'Que en todo el vecindario se aseguren la basura, la composta y la comida de mascotas.',
    ],
    preventionTips: [
      'Nunca alimente a los coyotes ni deje comida afuera para otros animales donde los coyotes la puedan alcanzar.',
      'Recoja la fruta caída y limpie el alpiste regado, que atrae a los roedores que cazan los coyotes.',
      'Vigile a las mascotas pequeñas y téngalas con correa cuando estén afuera.',
    ],
    searchKeywords: [
      'coyote en el vecindario',
      'coyote en mi colonia',
      'coyote de dia',
      'vi un coyote',
      'coyotes en mi area',
      'collote',
      'es peligroso un coyote',
      'coyote en la calle',
    ],
  },
  'fox-den-under-shed': {
    title: 'Madriguera de zorros debajo de un cobertizo, terraza o porche',
    description:
      'Los zorros a menudo crían a sus cachorros debajo de cobertizos, terrazas y porches en primavera. Los cachorros nacen alrededor de marzo y abril, empiezan a jugar afuera de la madriguera al mes de nacidos, y la familia casi siempre se va a principios del verano. En la mayoría de los casos lo más amable y sencillo es disfrutar del espectáculo desde lejos y cerrar el espacio cuando se hayan ido.',
    immediateActions: [
      'Mantenga a las mascotas y a los niños lejos de la madriguera y observe solo desde lejos.',
      'Nunca toque a un zorro ni a sus cachorros, ni siquiera con guantes: los zorros pueden transmitir la rabia. No los alimente.',
      'Si puede, espere: la familia casi siempre deja la madriguera sola entre principios y mediados del verano.',
      'Si tienen que irse antes, moléstelos con suavidad cuando los cachorros ya anden afuera de la madriguera: trapos empapados en vinagre de manzana cerca de la entrada y un radio cerca; la madre casi siempre se lleva a los cachorros a otra madriguera.',
      'No tape la entrada mientras pueda haber cachorros adentro, y no atrape a los adultos, porque dejaría huérfanos a los cachorros.',
      'Si necesita ayuda, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cuando la familia se haya ido, rellene sin apretar la entrada y revise durante varios días que nadie la mueva; luego cierre el espacio con una barrera de alambre en forma de L enterrada a unas 12 pulgadas de profundidad y doblada 12 pulgadas hacia afuera.',
      'Tenga a las gallinas y los conejos en corrales seguros y con techo.',
    ],
    preventionTips: [
      'Cierre las aberturas debajo de cobertizos y terrazas a fines del otoño o a principios del invierno, antes de que los zorros escojan madriguera.',
      'No deje comida de mascotas ni basura afuera.',
    ],
    searchKeywords: [
      'madriguera de zorro debajo del cobertizo',
      'zorro debajo de la terraza',
      'zorros debajo del porche',
      'zorritos en el patio',
      'crias de zorro',
      'zorro debajo del deck',
      'sorro debajo de la casa',
      'como sacar zorros de debajo del cobertizo',
    ],
  },
  'fox-in-yard-daytime': {
    title: 'Zorro visto en el patio de día',
    description:
      'Los zorros a menudo andan activos de día, sobre todo en primavera y verano, cuando los padres cazan a todas horas para alimentar a sus cachorros. Un zorro que anda de día no es por sí solo una señal de rabia. Los zorros casi nunca molestan a las personas ni a mascotas más grandes que un gato pequeño, pero nunca hay que alimentarlos ni acercarse a ellos.',
    immediateActions: [
      'Manténgase a distancia y deje que el zorro siga su camino.',
      'Tenga a los gatos adentro y vigile a las mascotas pequeñas cuando estén afuera.',
      'Si el zorro se queda, ahuyéntelo desde lejos: aplauda, grite o échele agua con la manguera.',
      'Fíjese si tiene señales de enfermedad, como tambalearse, dar vueltas, parálisis o estar demasiado manso, o si ha perdido mucho pelo por sarna, y repórtelo al control de animales local o a la agencia estatal de fauna silvestre. Nunca toque ni intente atrapar a un zorro, ni siquiera con guantes.',
    ],
    longTermSolutions: [
      'Quite las fuentes de comida, como comida de mascotas, fruta caída y basura destapada.',
      'Proteja a las gallinas y los conejos en corrales con techo y alambre enterrado.',
    ],
    preventionTips: [
      'Nunca alimente a los zorros.',
      'En otoño, cierre los espacios debajo de terrazas y cobertizos para que los zorros no hagan ahí su madriguera.',
    ],
    searchKeywords: [
      'zorro en el patio',
      'zorro en el patio de dia',
      'zorro en mi patio',
      'es peligroso un zorro',
      'zorro de dia tiene rabia',
      'zorro rojo en el vecindario',
      'zorro con sarna',
      'sorro en el patio',
    ],
  },
  // ------------------------------------------------------- Patio y jardín
  'deer-eating-garden': {
    title: 'Venados comiéndose el jardín y los arbustos',
    description:
      'Los venados se comen los huertos, las flores, las hostas y los árboles jóvenes, sobre todo al amanecer, al anochecer y de noche, y en otoño los machos se frotan contra los troncos jóvenes y los dañan. Nada es del todo a prueba de venados, pero una cerca alta es el único método que funciona de forma confiable, y los repelentes y la elección de plantas ayudan donde no se puede poner cerca.',
    immediateActions: [
      'Proteja ahora las plantas que se están comiendo con malla, jaulas de alambre o telas flotantes para cubrir cultivos.',
      'Aplique un repelente para venados (por ejemplo, a base de huevo, ajo o chile) a las plantas que quiere proteger, vuelva a aplicarlo después de que llueva y cambie de producto para que los venados no se acostumbren a uno.',
      'Pruebe aspersores que se activan con el movimiento cerca de los jardines.',
      'No alimente a los venados: atrae a más venados, propaga enfermedades y es ilegal en muchos estados.',
    ],
    longTermSolutions: [
      'Cerque el jardín con una cerca de por lo menos 8 pies de alto, o con dos cercas más bajas paralelas, separadas unos 4 a 5 pies.',
      'Escoja plantas resistentes a los venados para las áreas sin cerca.',
      'Envuelva los troncos de los árboles jóvenes con protectores para que los machos no se froten contra ellos en otoño.',
    ],
    preventionTips: [
      'Ponga las plantas que más les gustan a los venados cerca de la casa o dentro de la cerca.',
      'Revísese para ver si tiene garrapatas después de trabajar en el jardín, porque los venados llevan garrapatas que transmiten la enfermedad de Lyme.',
      'Maneje con cuidado al amanecer y al anochecer, cuando los venados cruzan las carreteras.',
    ],
    searchKeywords: [
      'venados comiendo el jardin',
      'venado comiendose las plantas',
      'venados en el patio',
      'cerca para venados',
      'repelente para venados',
      'ciervos comiendo plantas',
      'como alejar venados del jardin',
      'benado en el jardin',
    ],
  },
  'rabbits-eating-garden': {
    title: 'Conejos comiéndose el jardín',
    description:
      'Los conejos mordisquean verduras, flores y plantas jóvenes hasta dejar los tallos cortados parejo, y en invierno roen la corteza de árboles y arbustos jóvenes. Una cerca baja los mantiene fuera de forma confiable. En primavera, revise si hay nidos de conejo antes de cortar el pasto o cavar.',
    immediateActions: [
      'Revise si hay un nido: un hoyo poco profundo forrado de pelo y cubierto de pasto. Déjelo en paz y corte el pasto alrededor; la madre solo lo visita al amanecer y al anochecer, y las crías se van en unas tres semanas.',
      'Ponga malla de gallinero o malla de alambre alrededor de las plantas que se están comiendo.',
      'Aplique un repelente para conejos a las plantas que quiere proteger y vuelva a aplicarlo después de que llueva.',
      'No atrape a los conejos para llevarlos a otro lugar: está restringido en muchos estados y las crías que quedan atrás mueren.',
    ],
    longTermSolutions: [
      'Cerque el jardín con malla de gallinero o malla de alambre con agujeros de 1 pulgada o menos, de por lo menos 2 pies de alto, con la parte de abajo enterrada o doblada hacia afuera unas 6 pulgadas.',
      'En invierno, envuelva los árboles y arbustos jóvenes en cilindros de malla de alambre, más altos que la nieve que se espera.',
      'Quite las pilas de ramas y la vegetación tupida cerca del jardín.',
    ],
    preventionTips: [
      'Ponga la cerca antes de sembrar en primavera.',
      'Alrededor de los bordes de las camas de siembra, plante flores y hierbas que los conejos no se comen.',
    ],
    searchKeywords: [
      'conejos comiendo el jardin',
      'conejo comiendose las plantas',
      'conejitos en el jardin',
      'como alejar conejos del jardin',
      'cerca para conejos',
      'repelente para conejos',
      'conejos comiendo flores',
      'conejos en la huerta',
    ],
  },
  'moles-in-lawn': {
    title: 'Topos haciendo túneles en el césped',
    description:
      'Los bordos levantados que se hunden al pisarlos y los montículos de tierra en forma de volcán son de topos, que hacen túneles para comer lombrices y larvas y casi nunca comen plantas. El daño es sobre todo de apariencia, y los topos de hecho airean la tierra. Casi siempre basta con paciencia y barreras; nunca hace falta usar veneno.',
    immediateActions: [
      'Aplaste los bordos levantados y empareje los montículos con el rastrillo; el pasto casi siempre se recupera.',
      'Averigüe qué túneles están en uso pisándolos y viendo cuáles vuelven a estar levantados un día después.',
      'No use cebos envenenados ni cartuchos de gas: pueden envenenar a las mascotas y a otros animales silvestres.',
      'No riegue el césped de más, porque la tierra húmeda atrae a las lombrices, y a los topos, cerca de la superficie.',
    ],
    longTermSolutions: [
      'Proteja las camas de flores y de hortalizas de más valor con una barrera de malla de alambre enterrada a unos 2 pies de profundidad, con la parte de abajo doblada hacia afuera.',
      'Los repelentes a base de aceite de ricino pueden animar a los topos a irse a otro lado por un tiempo.',
      'Si quiere que saquen a los topos, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; las reglas para atraparlos cambian de un estado a otro, así que consulte con la agencia estatal de fauna silvestre. Pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    preventionTips: [
      'Acepte un poco de actividad: los topos casi siempre se van después de una temporada.',
      'Tratar solo las larvas casi nunca resuelve un problema de topos, porque los topos comen sobre todo lombrices.',
    ],
    searchKeywords: [
      'topos en el patio',
      'topos en el cesped',
      'tuneles de topo',
      'montículos de tierra en el pasto',
      'montones de tierra en el zacate',
      'como sacar topos del jardin',
      'tuneles en el pasto',
      'topo en el jardin',
    ],
  },
  'voles-damaging-lawn': {
    title: 'Ratones de campo dañando el césped, los arbustos o los árboles',
    description:
      'Los caminitos angostos en la superficie del pasto, que a menudo se ven cuando se derrite la nieve, los agujeros pequeños y redondos y la corteza roída en la base de árboles y arbustos jóvenes son señal de ratones de campo. Estos roedores pequeños de cola corta viven debajo de la nieve, el mantillo y las plantas rastreras tupidas. Quitarles dónde esconderse y proteger los troncos resuelve la mayoría de los problemas con ratones de campo sin usar veneno.',
    immediateActions: [
      'Empareje los caminitos con el rastrillo y vuelva a sembrar pasto en las partes peladas en primavera.',
      'Retire el mantillo varias pulgadas de los troncos de los árboles y de la base de los arbustos.',
      'Proteja los árboles jóvenes con protectores de malla de alambre de 1/4 de pulgada, enterrados unas pulgadas en la tierra.',
      'No use cebos envenenados: los búhos, los halcones, los zorros y las mascotas se comen a los ratones de campo envenenados y pueden morir por envenenamiento secundario.',
    ],
    longTermSolutions: [
      'Mantenga el pasto cortado y reduzca las plantas rastreras tupidas y la maleza cerca de las plantas de más valor.',
      'Ponga una caja nido para búhos o perchas para atraer a sus depredadores naturales.',
      'Si el daño es grave, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    preventionTips: [
      'Limpie el alpiste regado debajo de los comederos.',
      'Corte el pasto bajo antes del invierno para que los ratones de campo tengan menos dónde esconderse debajo de la nieve.',
    ],
    searchKeywords: [
      'ratones de campo en el patio',
      'ratones de campo en el pasto',
      'caminos en el pasto despues de la nieve',
      'tuneles en el cesped',
      'algo se come la corteza de los arboles',
      'ratones en el jardin',
      'como sacar ratones de campo',
      'daño de ratones de campo',
    ],
  },
  'beavers-flooding': {
    title: 'Castores que inundan terrenos o tumban árboles',
    description:
      'Las presas de los castores pueden inundar patios, caminos, alcantarillas y campos de drenaje de fosas sépticas, y los castores tumban árboles a la orilla del agua. Los castores también crean humedales valiosos, y sacarlos casi siempre solo hace que lleguen castores nuevos. Los dispositivos para controlar el nivel del agua y la protección de los árboles permiten que las personas y los castores convivan a largo plazo.',
    immediateActions: [
      'Si el agua pone en peligro un camino, una casa o la seguridad de las personas, comuníquese con el departamento local de obras públicas o de caminos y con la agencia estatal de fauna silvestre.',
      'No rompa ni abra la presa usted mismo: una descarga repentina puede inundar las propiedades río abajo, quitar una presa puede requerir un permiso, y los castores muchas veces la vuelven a construir en una noche.',
      'Proteja ahora los árboles de valor envolviendo los troncos con malla de alambre soldado de 3 a 4 pies de alto, dejando espacio para que crezcan.',
      'Comuníquese con un operador de control de fauna humanitario con experiencia en dispositivos para controlar el nivel del agua a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Instale un dispositivo de control del nivel del agua (un nivelador de estanque) a través de la presa para mantener el agua a un nivel seguro mientras los castores se quedan.',
      'Ponga una cerca de protección enfrente de las alcantarillas para que los castores no las tapen.',
      'Pinte los troncos de los árboles con una mezcla de pintura de látex y arena, que a los castores no les gusta morder.',
    ],
    preventionTips: [
      'Envuelva o cerque los árboles cerca del agua antes de que lleguen los castores.',
      'Revise las alcantarillas con regularidad y ponga cercas de protección desde temprano.',
    ],
    searchKeywords: [
      'presa de castor inundando',
      'castores inundando el patio',
      'castor tumbando arboles',
      'daños de castor',
      'castor tapando la alcantarilla',
      'castores en el estanque',
      'dique de castor',
      'como sacar castores',
    ],
  },
  'armadillos-digging': {
    title: 'Armadillos escarbando en el césped',
    description:
      'Los agujeros pequeños en forma de cono, de unas cuantas pulgadas de ancho, que aparecen de la noche a la mañana en el césped y las camas de flores son típicos del armadillo de nueve bandas, que escarba buscando larvas e insectos en el sur de Estados Unidos. También pueden hacer madrigueras debajo de cobertizos, losas y porches. Los armadillos pueden llevar la bacteria que causa la enfermedad de Hansen (lepra), así que no se deben agarrar.',
    immediateActions: [
      'Rellene los agujeros y apisone la tierra.',
      'Nunca agarre un armadillo con las manos desnudas, y use guantes cuando trabaje en la tierra donde han estado escarbando; lávese las manos después.',
      'Si un armadillo está haciendo su madriguera debajo de una construcción, en primavera revise si hay crías antes de cerrarla, y luego use una puerta de un solo sentido cuando ya no queden crías.',
      'Si necesita ayuda, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cerque los jardines y la base de los cobertizos y porches con alambre resistente de por lo menos 2 pies de alto, con una barrera en forma de L enterrada y doblada hacia afuera unas 12 pulgadas.',
      'Las reglas para atrapar y reubicar animales cambian de un estado a otro: consulte con la agencia estatal de fauna silvestre antes de que alguien atrape un armadillo.',
    ],
    preventionTips: [
      'No riegue de más, porque eso atrae las larvas y los insectos a la superficie.',
      'Cierre las aberturas debajo de cobertizos, terrazas y losas antes de que los armadillos las encuentren.',
    ],
    searchKeywords: [
      'armadillo haciendo hoyos',
      'armadillo en el patio',
      'armadiyo en el jardin',
      'hoyos pequeños en el pasto en la mañana',
      'armadillo debajo de la casa',
      'como sacar armadillos',
      'madriguera de armadillo',
      'hoyos en la yarda',
    ],
  },
  'mice-or-rats-in-house': {
    title: 'Ratones o ratas en la casa',
    description:
      'El excremento, los paquetes roídos, los nidos de papel triturado y los rasguños en las paredes o el techo de noche son señales de ratones o ratas. Un ratón puede pasar por un hueco del tamaño de una moneda de diez centavos y una rata por uno del tamaño de una de veinticinco. Sellar los puntos de entrada es la única solución duradera; las trampas solo sirven para los animales que ya están adentro.',
    immediateActions: [
      'Guarde la comida, la comida de mascotas y el alpiste en envases bien cerrados de metal, vidrio o plástico grueso, y limpie las migajas.',
      'Encuentre y selle los puntos de entrada alrededor de tubos, cables, rejillas, puertas y los cimientos: rellene los huecos con fibra de acero o malla de cobre y selle con silicón, o tápelos con malla de alambre o lámina de metal.',
      'Para los roedores que ya están adentro, use trampas de resorte con crema de cacahuate, puestas a lo largo de las paredes dentro de cajas a prueba de manipulación, fuera del alcance de los niños y las mascotas, y revíselas todos los días.',
      'No use trampas de pegamento, que causan una muerte lenta y dolorosa y atrapan a otros animales, ni cebos envenenados: los búhos, los halcones, los zorros y las mascotas se comen a los roedores envenenados, que además muchas veces mueren dentro de las paredes.',
      'Limpie el excremento sin peligro: ventile el lugar 30 minutos, póngase guantes, empape el excremento y los nidos con desinfectante o con una mezcla recién hecha de 1 parte de cloro por 10 partes de agua durante 5 minutos, y luego límpielo y métalo en una bolsa. Nunca lo barra ni lo aspire en seco.',
      'Si siguen regresando, comuníquese con un operador de control de fauna humanitario que se dedique a la exclusión, a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Haga inspeccionar todo el edificio en busca de puntos de entrada, incluidos el borde del techo, las rejillas y las puertas del garaje, y séllelos todos.',
      'Ponga burletes en las puertas que dan afuera y en las del garaje, y malla en las rejillas.',
      'Mantenga la leña, la composta y los arbustos tupidos lejos de los cimientos.',
    ],
    preventionTips: [
      'Mantenga los comederos de pájaros lejos de la casa y limpie el alpiste regado.',
      'Guarde la basura en botes con tapas que cierren bien.',
      'Revise y vuelva a sellar los huecos cada otoño, cuando los roedores buscan dónde pasar el invierno.',
    ],
    searchKeywords: [
      'ratones en la casa',
      'raton en la casa',
      'ratas en la casa',
      'ratones en las paredes',
      'rasguños en la pared de noche',
      'excremento de raton',
      'ratas en el atico',
      'roedores en la casa',
      'raton en la cocina',
      'ratones en el techo',
    ],
  },
  // ------------------------------------------- Animales grandes y regionales
  'bear-at-bird-feeder-or-trash': {
    title: 'Oso en los comederos de pájaros, la basura o la casa',
    description:
      'A los osos negros los atraen el alpiste, la basura, los asadores, la comida de mascotas, las gallinas y las colmenas, y un oso que encuentra comida cerca de las casas regresa pronto y pierde el miedo a la gente. Los osos negros casi nunca son agresivos, pero son grandes y fuertes y nunca hay que acercarse a ellos. Quitar pronto toda fuente de comida es la mejor manera de mantener a salvo a las personas y al oso.',
    immediateActions: [
      'Quédese adentro o a una distancia segura, meta a los niños y a las mascotas, y nunca se acerque al oso, no lo acorrale ni lo alimente. Nunca se ponga entre una osa y sus oseznos.',
      'Asegúrese de que el oso tenga un camino libre para irse. Desde la seguridad de la casa o de un carro, un ruido fuerte, como golpear ollas o tocar el claxon, muchas veces lo ahuyenta.',
      'Si se encuentra con un oso afuera, mantenga la calma, háblele con firmeza, hágase ver grande y retroceda despacio. No corra ni se suba a un árbol.',
      'Si un oso trata de meterse a una casa o amenaza a alguien, llame de inmediato a los servicios de emergencia.',
      'Cuando se haya ido, quite los comederos de pájaros, meta la basura, la comida de mascotas y el alimento para animales de granja, y limpie el asador.',
      'Reporte a la agencia estatal de fauna silvestre un oso que sigue regresando o que parece atrevido; no intente atraparlo ni moverlo usted mismo.',
    ],
    longTermSolutions: [
      'Use botes de basura a prueba de osos o guarde la basura en un garaje o cobertizo cerrado con llave hasta la mañana de la recolección.',
      'Proteja las gallinas, las colmenas y la composta con cerca eléctrica.',
      'No ponga comederos de pájaros desde la primavera hasta que los osos hibernan a fines del otoño, o en todo el año si vive en una zona de osos.',
    ],
    preventionTips: [
      'Dé de comer a las mascotas adentro y nunca deje comida afuera.',
      'Recoja la fruta caída y limpie el asador cada vez que lo use.',
      'Mantenga cerradas y con seguro las puertas y ventanas de la planta baja, y las puertas del carro y del garaje; los osos pueden abrir puertas.',
    ],
    searchKeywords: [
      'oso en el patio',
      'oso en el comedero de pajaros',
      'oso en la basura',
      'oso negro en el vecindario',
      'oso en los botes de basura',
      'oso en el porche',
      'oso comiendo alpiste',
      'que hacer si veo un oso',
      'hoso en el patio',
    ],
  },
  'feral-hogs-damaging-yard': {
    title: 'Cerdos salvajes destrozando el patio',
    description:
      'Grandes partes del césped o el jardín volteadas como si las hubieran arado, a menudo de la noche a la mañana, son señal de cerdos salvajes, una especie invasora que hay en muchos estados del sur y en algunos del oeste. Andan en grupos, pueden ser peligrosos cuando se sienten acorralados o cuando tienen lechones, y transmiten enfermedades que pueden contagiar a perros, ganado y personas. Las reglas para los cerdos salvajes son distintas a las de la fauna nativa, y transportar cerdos vivos es ilegal en muchos estados.',
    immediateActions: [
      'Mantenga a las personas, y sobre todo a los perros, lejos de los cerdos; nunca se acerque a un grupo ni a una hembra con lechones.',
      'Quite lo que los atrae: fruta y nueces caídas, comida de mascotas, alimento para ganado, maíz y alpiste.',
      'Proteja áreas pequeñas, como un huerto, con una cerca resistente hecha de paneles para ganado bien fijos a ras del suelo.',
      'Consulte con la agencia estatal de fauna silvestre o con el departamento de agricultura sobre las reglas locales antes de que alguien atrape o saque cerdos.',
      'Comuníquese con un operador de control de fauna con experiencia en cerdos salvajes a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cerque la propiedad con malla de alambre tejido grueso o paneles para ganado, o con cerca eléctrica que tenga hilos bajos cerca del suelo.',
      'Póngase de acuerdo con sus vecinos: los cerdos recorren grandes distancias, y sacar solo una parte de un grupo enseña a los demás a evitar las trampas.',
    ],
    preventionTips: [
      'Nunca alimente a los cerdos ni deje alimento para venados o ganado donde los cerdos lo puedan alcanzar.',
      'Use guantes si toca tierra o cualquier cosa que los cerdos hayan dañado, y mantenga a los perros vacunados y lejos de los cerdos.',
    ],
    searchKeywords: [
      'cerdos salvajes en el patio',
      'puercos salvajes escarbando',
      'marranos salvajes',
      'jabali en el patio',
      'cochinos salvajes en el terreno',
      'daños de cerdos salvajes',
      'patio escarbado de la noche a la mañana',
      'como controlar cerdos salvajes',
    ],
  },
  'prairie-dogs-in-yard': {
    title: 'Perritos de las praderas en el patio o el potrero',
    description:
      'Los perritos de las praderas viven en colonias, o pueblos, en las llanuras y en los estados del oeste, y sus madrigueras y montículos pueden extenderse a patios, potreros y lotes baldíos. Son una parte importante del ecosistema de pastizales, y su situación legal cambia según el estado y la especie; algunas están protegidas. Sus pulgas pueden transmitir la peste, así que manténgase a distancia y proteja a sus mascotas.',
    immediateActions: [
      'No agarre perritos de las praderas, ni vivos ni muertos, y mantenga a las mascotas lejos de las madrigueras.',
      'Use control de pulgas en los perros y gatos que salen afuera.',
      'Reporte al departamento de salud local si encuentra varios perritos de las praderas muertos juntos, porque una mortandad repentina puede ser señal de peste.',
      'Antes de hacer cualquier cosa, consulte con la agencia estatal de fauna silvestre sobre su situación legal; la reubicación está regulada y requiere permisos en muchos estados.',
      'No use venenos ni gas: son peligrosos y además matan a los tecolotes llaneros y a otros animales silvestres que usan las madrigueras.',
    ],
    longTermSolutions: [
      'Ponga barreras visuales, como una cerca sólida de por lo menos 3 pies de alto o malla sombra en una cerca que ya tenga, junto con vegetación más alta; los perritos de las praderas evitan los lugares donde no pueden vigilar si vienen depredadores.',
      'Deje crecer el pasto alto en los bordes de la propiedad.',
      'Pregunte a un operador de control de fauna humanitario sobre barreras o una reubicación con permiso, a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    preventionTips: [
      'Ponga barreras visuales antes de que se extienda una colonia cercana.',
      'Evite el sobrepastoreo o cortar el pasto muy bajo junto a una colonia.',
    ],
    searchKeywords: [
      'perritos de la pradera en el patio',
      'perros de la pradera',
      'hoyos de perrito de la pradera',
      'colonia de perritos de las praderas',
      'como sacar perritos de la pradera',
      'cerca para perritos de la pradera',
      'perritos de la pradera peste',
      'perritos de la praderas en el terreno',
    ],
  },
  'porcupine-chewing': {
    title: 'Puercoespín mordiendo construcciones, herramientas o árboles',
    description:
      'Los puercoespines muerden la madera que sabe a sal: mangos de herramientas, triplay, terrazas, construcciones anexas y hasta mangueras y llantas de vehículos salpicadas con sal de la carretera. En invierno también les quitan la corteza a los árboles. Los puercoespines son lentos, no son agresivos y no pueden lanzar sus púas, pero los perros que los persiguen muchas veces terminan con la cara llena de púas.',
    immediateActions: [
      'Mantenga lejos a los perros, sobre todo al anochecer y de noche.',
      'Si un perro tiene púas clavadas, llévelo al veterinario; no corte ni jale las púas usted mismo, porque pueden quedar pedazos que se meten más hondo.',
      'No agarre al puercoespín; dele espacio y seguirá su camino.',
      'Guarde adentro las herramientas, los guantes, las sillas de montar y cualquier otra cosa salada o con sudor.',
    ],
    longTermSolutions: [
      'Envuelva los troncos de los árboles con una banda de lámina de metal lisa o una jaula de alambre para que los puercoespines no puedan subir ni morderlos.',
      'Proteja los jardines y las construcciones anexas con un hilo bajo de cerca eléctrica.',
      'Si un puercoespín tiene su madriguera debajo de una construcción, en primavera revise si hay una cría, y luego use una puerta de un solo sentido cuando se haya ido; un operador de control de fauna humanitario puede ayudarle a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    preventionTips: [
      'Cierre los huecos debajo de cabañas, cobertizos y terrazas con malla de alambre.',
      'Si vive en una zona de puercoespines, estacione los vehículos en un garaje, sobre todo en invierno.',
    ],
    searchKeywords: [
      'puercoespin mordiendo la casa',
      'daños de puercoespin',
      'puercoespin mordiendo las llantas',
      'puercoespín en el patio',
      'perro con puas de puercoespin',
      'como quitar puas de puercoespin a un perro',
      'puerco espin',
      'puercoespin mordiendo la terraza',
    ],
  },
  'wild-turkey-aggressive': {
    title: 'Guajolote silvestre agresivo',
    description:
      'En primavera, algunos guajolotes silvestres de pueblos y suburbios persiguen a la gente, bloquean las puertas y picotean carros y ventanas, muchas veces después de que los alimentaron y perdieron el miedo a las personas. Durante la temporada de reproducción ven a la gente, o a su propio reflejo, como rivales. Los guajolotes están a cargo de la agencia estatal de fauna silvestre, y ahuyentarlos con firmeza y sin lastimarlos casi siempre los pone en su lugar.',
    immediateActions: [
      'No huya de un guajolote agresivo ni deje que lo intimide; no se mueva de su lugar, haga ruido y agite los brazos.',
      'Ahuyéntelo sin lastimarlo: abra un paraguas hacia él, échele agua con la manguera o golpee ollas.',
      'Mantenga lejos a los niños pequeños y a las mascotas, y vigile a los niños afuera mientras el ave ande cerca.',
      'Cubra las superficies que reflejan y que el guajolote ataca, como los espejos del carro y las ventanas bajas.',
      'Deje de alimentarlos y limpie el alpiste regado.',
      'Si un guajolote lastima a alguien o no deja en paz a la gente, comuníquese con la agencia estatal de fauna silvestre.',
    ],
    longTermSolutions: [
      'Pida a sus vecinos que dejen de alimentar a los guajolotes y que los ahuyenten con constancia.',
      'Quite los comederos de pájaros en primavera o use comederos que no tiren alpiste al suelo.',
    ],
    preventionTips: [
      'Nunca alimente a los guajolotes silvestres.',
      'Espante a los guajolotes de su patio en cuanto aparezcan, antes de que se vuelvan atrevidos.',
    ],
    searchKeywords: [
      'guajolote agresivo',
      'pavo salvaje atacando',
      'guajolote persiguiendo gente',
      'pavo picoteando el carro',
      'guajolotes en el patio',
      'pavo silvestre en el vecindario',
      'pavo ataca al cartero',
      'guajalote en el patio',
    ],
  },
  'muskrats-burrowing-pond-bank': {
    title: 'Ratas almizcleras cavando en la orilla de un estanque o una presa',
    description:
      'Las ratas almizcleras cavan madrigueras en las orillas de los estanques, las presas de tierra y los muelles desde debajo del nivel del agua, lo que puede causar filtraciones, derrumbes y orillas que se desmoronan. Las señales son agujeros justo debajo de la superficie del agua, partes hundidas en la orilla y tules y plantas acuáticas cortados. Las ratas almizcleras son una especie que se caza por su piel, regulada por la agencia estatal de fauna silvestre.',
    immediateActions: [
      'No deje que personas, cortadoras de pasto ni vehículos pasen por las partes de la orilla que estén hundidas o blandas.',
      'No agarre ratas almizcleras; pueden morder si se sienten acorraladas.',
      'Consulte con la agencia estatal de fauna silvestre sobre las temporadas y las reglas antes de que alguien atrape ratas almizcleras.',
      'Si necesita ayuda, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cubra la orilla con enrocado (piedras) desde arriba del nivel del agua hasta unos pies por debajo.',
      'Entierre malla de alambre galvanizado grueso pegada a la cara de la orilla, desde arriba de la línea del agua alta hasta unos 3 pies por debajo del nivel del agua.',
      'Repare las orillas dañadas con una pendiente suave, en la que a las ratas almizcleras les cuesta más cavar.',
    ],
    preventionTips: [
      'Diseñe los estanques y las presas nuevas con pendientes suaves y protección de piedra.',
      'Mantenga controlada la vegetación acuática tupida a lo largo de las orillas.',
    ],
    searchKeywords: [
      'rata almizclera en el estanque',
      'daños de rata almizclera',
      'rata almizclera cavando en la orilla',
      'hoyos en la orilla del estanque',
      'rata de agua en el estanque',
      'como sacar ratas almizcleras',
      'orilla del estanque se esta derrumbando',
      'rata almiscler',
    ],
  },
  'nutria-damage': {
    title: 'Coipos (nutrias) cavando y comiéndose las plantas',
    description:
      'Los coipos, que en inglés se llaman nutria, son roedores grandes e invasores con dientes de enfrente anaranjados y cola redonda como de rata, que se encuentran en la costa del Golfo, la región del Atlántico Medio y el noroeste del Pacífico. Cavan en las orillas, los diques y los cimientos cerca del agua y se comen los jardines, el césped y las plantas de los humedales hasta la raíz. Las reglas cambian de un estado a otro, y algunos estados tienen programas para controlar a los coipos.',
    immediateActions: [
      'Mantenga lejos a los niños y a las mascotas; los coipos pueden morder fuerte si se sienten acorralados.',
      'Nunca alimente a los coipos, ni siquiera en los parques; alimentarlos los acerca a las personas y a las casas.',
      'Cerque los jardines con alambre resistente de por lo menos 3 pies de alto, enterrado o doblado hacia afuera en la parte de abajo.',
      'Consulte con la agencia estatal de fauna silvestre sobre las reglas locales antes de que alguien atrape coipos.',
      'Si necesita ayuda, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Proteja las orillas y los muros de contención con enrocado o malla de alambre enterrada.',
      'Cierre los huecos debajo de muelles, terrazas y cobertizos cerca del agua.',
    ],
    preventionTips: [
      'No deje comida de mascotas ni alpiste afuera cerca del agua.',
      'Reporte a la agencia estatal de fauna silvestre si ve coipos en zonas donde todavía no se han establecido.',
    ],
    searchKeywords: [
      'coipo en el patio',
      'nutria en el patio',
      'daños de coipo',
      'nutria en el estanque',
      'rata gigante con dientes naranjas',
      'rata grande con dientes anaranjados',
      'roedor grande en la orilla del agua',
      'como sacar coipos',
    ],
  },
  'javelinas-in-yard': {
    title: 'Pecaríes (jabalinas) en el patio',
    description:
      'Los pecaríes de collar, o jabalinas, recorren los vecindarios de Arizona, Nuevo México y Texas en manadas pequeñas, desenterrando bulbos y comiéndose plantas, cactus, comida de mascotas y alpiste. Ven mal y pueden defenderse con fiereza cuando se asustan, y muchas veces tratan a los perros como depredadores. Quitarles la comida y el agua hace que sigan su camino.',
    immediateActions: [
      'Meta a los perros o téngalos con correa; los pecaríes pueden lastimar gravemente a un perro.',
      'No se acerque a los pecaríes ni los acorrale; si están en un patio con cerca, abra un portón y déjeles un camino libre para salir.',
      'Desde una distancia segura, ahuyéntelos con ruidos fuertes o un chorro de agua.',
      'Quite la comida y el agua: comida y agua de mascotas, alpiste (incluido el que cae debajo de los comederos), fruta caída y basura sin asegurar.',
      'Nunca alimente a los pecaríes; es ilegal en algunas zonas y los vuelve atrevidos.',
    ],
    longTermSolutions: [
      'Cerque el patio o el jardín con una cerca resistente de unos 4 pies de alto, bien fija en la parte de abajo, o agregue un hilo eléctrico bajo a unas 8 a 10 pulgadas del suelo.',
      'Cierre los espacios debajo de terrazas, cobertizos y debajo del piso donde los pecaríes se echan a descansar.',
      'Si siguen regresando, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline o con la agencia estatal de fauna silvestre; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    preventionTips: [
      'Dé de comer a los pájaros en comederos colgantes que no tiren alpiste, o quite los comederos.',
      'Escoja plantas que a los pecaríes no les gusten y proteja los bulbos con alambre.',
    ],
    searchKeywords: [
      'jabali en el patio',
      'jabalíes en el patio',
      'javelinas en el patio',
      'jabelina',
      'pecari en el patio',
      'jabali ataco a mi perro',
      'jabalies comiendo plantas',
      'como alejar jabalies del patio',
    ],
  },
  // --------------------------------------------------------------- Por temporada
  'animal-under-porch-in-winter': {
    title: 'Animal viviendo debajo de un porche o terraza en invierno',
    description:
      'En invierno, los mapaches, zorrillos, zarigüeyas, marmotas, zorros y hasta gatos callejeros se refugian debajo de porches, terrazas y en el espacio debajo del piso. Sellar una abertura ahora puede dejar a un animal atrapado para morir ahí abajo, y desde fines del invierno muchas especies empiezan a tener crías. Lo mejor es averiguar quién vive ahí, dejar que se vaya y luego cerrar el espacio para siempre.',
    immediateActions: [
      'Todavía no tape ni selle la abertura: puede haber un animal adentro, y una marmota puede estar hibernando.',
      'Averigüe quién vive ahí: busque huellas en la nieve o el lodo, eche harina en la entrada o ponga una cámara trampa.',
      'Mantenga alejadas a las personas y a las mascotas, y nunca meta la mano debajo del porche ni toque al animal, ni siquiera con guantes: los mapaches, zorrillos, zorros y marmotas pueden transmitir la rabia, y cualquier animal acorralado puede morder.',
      'Cuando las huellas muestren que el animal sale, ponga una puerta de un solo sentido en la entrada y cierre cualquier otro hueco; trate de hacerlo antes de fines del invierno, cuando muchas especies empiezan a tener crías.',
      'Si hay una marmota hibernando, espere a que salga a fines del invierno y enseguida ciérrele el paso, antes de que nazcan las crías en primavera.',
      'Si necesita ayuda, comuníquese con un operador de control de fauna humanitario a través de la sección Buscar ayuda de Wildline; pida una evaluación y una cotización por escrito; nunca está obligado a aceptarla.',
    ],
    longTermSolutions: [
      'Cierre el espacio de forma permanente con una barrera en forma de L de malla de alambre enterrada a unas 12 pulgadas de profundidad y doblada 12 pulgadas hacia afuera.',
      'Refuerce por detrás cualquier faldón de celosía con malla de alambre resistente.',
      'No atrape ni reubique animales en invierno: los animales que se alejan de su refugio con el frío casi nunca sobreviven, y está restringido en muchos estados.',
    ],
    preventionTips: [
      'Selle las aberturas debajo de porches y terrazas a principios del otoño, después de revisar que no viva nada ahí.',
      'Quite lo que los atrae, como comida de mascotas, alpiste y basura destapada.',
    ],
    searchKeywords: [
      'animal debajo del porche',
      'animal viviendo debajo de la terraza',
      'algo vive debajo de mi porche',
      'animal debajo de la casa en invierno',
      'huellas debajo del porche',
      'animal debajo del deck',
      'zorrillo debajo del porche en invierno',
      'tlacuache debajo del porche',
    ],
  },
};
