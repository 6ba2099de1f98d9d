import { Link } from '../../components/link.tsx';

// The Spanish twin of ../help-guide-content.tsx (docs/decisions/035). The species that can carry
// rabies are common/guide.ts's RABIES_VECTOR_SPECIES_TEXT, in Spanish.

export function HelpGuideContentEs() {
  return (
    <>
      <section>
        <div className="not-prose rounded-lg border border-red-300 bg-red-50 p-4">
          <p className="font-semibold">Si una persona está en peligro, llame al 911.</p>
          <p className="mt-2">
            Si un animal silvestre mordió o rasguñó a alguien, o si un murciélago tocó a una persona, llame ahora a un médico o al departamento de salud de su
            localidad. Wildline no es un servicio de emergencias.
          </p>
        </div>
      </section>

      <section>
        <h2>¿Emergencia o conflicto?</h2>
        <p>Wildline atiende dos tipos de solicitudes. Elegir la correcta lo lleva a las personas indicadas.</p>
        <h3>Es una emergencia si un animal silvestre necesita cuidados</h3>
        <ul>
          <li>Está herido, sangra o tiene un ala o una pata rota.</li>
          <li>Lo atrapó un gato o un perro, aunque no vea heridas.</li>
          <li>Lo atropelló un carro, o chocó contra una ventana y no puede irse.</li>
          <li>Está cubierto de petróleo o enredado en hilo de pescar o en una red.</li>
          <li>Es una cría que de verdad quedó huérfana: se sabe que la madre murió, o la cría está fría, herida o lleva horas llorando.</li>
        </ul>
        <p>Las emergencias van a los rehabilitadores de fauna silvestre. Son voluntarios y no cobran.</p>
        <h3>Es un conflicto si un animal silvestre sano está causando un problema</h3>
        <ul>
          <li>Un animal vive en su ático, su chimenea, sus paredes o el espacio debajo de la casa.</li>
          <li>Un zorrillo o una marmota está cavando debajo de su terraza, su porche o su cobertizo.</li>
          <li>Hay murciélagos durmiendo en su casa.</li>
          <li>Un animal se mete una y otra vez en su basura o en su jardín.</li>
        </ul>
        <p>
          Los conflictos van a los operadores de control de fauna humanitarios. Son empresas que fijan sus propias tarifas. Vea cómo los calificamos en nuestra{' '}
          <Link to="/standards">página de estándares</Link>.
        </p>
      </section>

      <section>
        <h2>Paso a paso: una emergencia con fauna silvestre</h2>
        <ol>
          <li>Asegúrese de que usted y los demás estén a salvo. Mantenga alejados a las mascotas y a los niños.</li>
          <li>
            Si puede hacerlo sin peligro, ponga al animal en una caja, como se explica más abajo. Nunca levante a un animal adulto de una especie que puede
            transmitir la rabia (vea más abajo): manténgase a distancia y pida ayuda.
          </li>
          <li>
            Vaya a <Link to="/find-help?type=emergency">Buscar ayuda para una emergencia</Link>. Escriba su dirección y luego el tipo de animal y lo que pasó.
            Conteste las preguntas adicionales si puede.
          </li>
          <li>Es posible que le ofrezcamos apoyar el cuidado de la fauna con una donación. Es opcional: puede continuar sin donar.</li>
          <li>Inicie sesión, o cree una cuenta gratuita con su nombre, correo electrónico y teléfono, y envíe la solicitud.</li>
          <li>Su solicitud llega a los rehabilitadores cercanos. Cuando uno la acepte, se comunicará con usted.</li>
          <li>Siga las instrucciones del rehabilitador. Puede pedirle que le lleve el animal o coordinar para recogerlo.</li>
          <li>Cuando termine, califique al proveedor. Si puede, considere hacerle una donación al rehabilitador.</li>
        </ol>
      </section>

      <section>
        <h2>Paso a paso: un conflicto con fauna silvestre</h2>
        <ol>
          <li>
            Todavía no intente atrapar al animal ni bloquearle la salida. Puede haber crías adentro, y un animal encerrado puede morir o causar más daños.
          </li>
          <li>
            Vaya a <Link to="/find-help?type=conflict">Buscar ayuda para un conflicto</Link>. Escriba su dirección y luego describa dónde está el animal y qué
            ha visto u oído.
          </li>
          <li>Inicie sesión, o cree una cuenta gratuita, y envíe la solicitud.</li>
          <li>El operador de control de fauna que acepte la solicitud se comunicará con usted.</li>
          <li>El operador le da una evaluación, una cotización y sus condiciones de pago. Haga preguntas. No está obligado a aceptar.</li>
          <li>Si decide seguir adelante, le paga directamente al operador. Wildline no cobra comisión.</li>
          <li>Cuando terminen el trabajo, califique al operador.</li>
        </ol>
      </section>

      <section>
        <h2>Mientras espera</h2>
        <p>Estos pasos protegen a la mayoría de los animales heridos, y a usted, hasta que llegue la ayuda.</p>
        <ul>
          <li>
            <strong>No le dé comida ni agua.</strong> La comida equivocada puede matar a un animal silvestre, y el agua que se le gotea en la boca puede irse a
            los pulmones.
          </li>
          <li>
            <strong>Use una caja oscura y tranquila.</strong> Una caja de cartón con tapa y unos cuantos agujeritos para el aire funciona bien. Ponga adentro
            una toalla suave o una camiseta. Deje la caja en un cuarto tranquilo, lejos del ruido.
          </li>
          <li>
            <strong>Mantenga abrigado a un ave o un mamífero que tenga frío, sobre todo si es una cría.</strong> Ponga una almohadilla térmica en temperatura
            baja debajo de la mitad de la caja, o una botella de agua tibia envuelta en una toalla junto al animal, para que pueda alejarse si tiene demasiado
            calor. Hay dos excepciones:
            <ul>
              <li>
                <strong>Un animal que puede estar acalorado</strong> (jadea, respira con la boca abierta, o lo encontró bajo el sol fuerte o dentro de un carro
                o un edificio caliente) no se debe calentar. Manténgalo en un lugar fresco, a la sombra y tranquilo, y pida ayuda de inmediato.
              </li>
              <li>
                <strong>Las tortugas, serpientes, lagartijas, ranas, sapos y salamandras</strong> necesitan la temperatura adecuada para su especie, no una
                almohadilla térmica. Manténgalos a temperatura ambiente, fuera del sol y lejos de calentadores, y mantenga un poco húmedos a las ranas, los
                sapos y las salamandras, hasta que un rehabilitador le diga qué necesita ese animal.
              </li>
            </ul>
          </li>
          <li>
            <strong>Mantenga alejados a las mascotas y a los niños.</strong> Para un animal silvestre, las personas y las mascotas parecen depredadores. El
            estrés por sí solo puede matarlo.
          </li>
          <li>
            <strong>No lo revise a cada rato.</strong> Deje la tapa cerrada. Lávese las manos después de cualquier contacto.
          </li>
          <li>
            <strong>Nunca toque a un mapache, zorrillo, zorro, murciélago, coyote o marmota adultos, ni siquiera con guantes.</strong> Los mapaches, zorrillos,
            zorros, murciélagos, coyotes y marmotas pueden transmitir la rabia. No intente atraparlos ni meterlos en una caja. Mantenga alejados a las personas
            y a las mascotas, enciérrelo a distancia si puede hacerlo sin peligro (por ejemplo, cerrando la puerta del cuarto, el garaje o el cobertizo donde
            está) y pida ayuda: una persona capacitada y vacunada se encargará.
          </li>
          <li>
            <strong>Cualquier contacto de un murciélago con una persona requiere un médico.</strong> Las mordidas de murciélago pueden ser tan pequeñas que no
            se ven. Si un murciélago tocó a alguien, o si lo encontró en un cuarto donde dormía una persona, llame a un médico o al departamento de salud de su
            localidad. Si puede hacerlo sin peligro, no suelte al murciélago: puede que haya que hacerle pruebas.
          </li>
        </ul>
      </section>

      <section>
        <h2>Cuándo una cría no necesita rescate</h2>
        <p>
          Muchas crías sanas son separadas de sus padres por personas de buen corazón que creen que están huérfanas. Antes de levantar una, revise estos casos
          comunes. Si no está seguro, observe desde lejos o <Link to="/find-help?type=emergency">pida ayuda</Link> antes de moverla.
        </p>
        <h3>Pichones que ya dejaron el nido</h3>
        <p>
          Un pájaro joven con plumas, la cola corta y capaz de dar saltitos es un volantón. Es normal que deje el nido antes de volar bien. Los padres están
          cerca y lo siguen alimentando. Mantenga a los gatos y perros adentro y déjelo tranquilo. Un pájaro con pocas plumas o sin plumas es un pichón de nido:
          si puede ver el nido, devuélvalo. Tocarlo no hará que los padres lo rechacen.
        </p>
        <h3>Cervatillos</h3>
        <p>
          Un cervatillo echado solo y quieto por lo general está bien. La madre lo deja escondido durante horas y vuelve a alimentarlo, sobre todo al amanecer y
          al atardecer. No lo toque, y mantenga alejados a las personas y a los perros. Necesita ayuda si está herido, cubierto de moscas, echado junto a una
          venada muerta, o si lleva muchas horas llorando y deambulando.
        </p>
        <h3>Conejitos</h3>
        <p>
          Las conejas visitan el nido solo unas pocas veces al día, muchas veces de noche, para no atraer a los depredadores. Es normal ver un nido de conejitos
          solos durante el día. Si alguien movió el nido, vuelva a poner a las crías y tápelas con el pasto y el pelo. Los conejos del tamaño de un puño, con
          los ojos abiertos y las orejas paradas, ya se valen por sí mismos. Cualquier conejito que haya atrapado un gato necesita ayuda, aunque no se le vean
          heridas.
        </p>
        <p>
          Nuestra <Link to="/resources">guía de problemas comunes con fauna silvestre</Link> trata más animales y situaciones.
        </p>
      </section>

      <section>
        <h2>Lo que Wildline puede y no puede hacer</h2>
        <p>
          Lo ponemos en contacto con rehabilitadores voluntarios y operadores de control de fauna independientes. No podemos garantizar que haya alguien
          disponible cerca de usted, qué tan pronto responderá ni el resultado. Si ningún proveedor del directorio cubre su zona, le mostramos la agencia de
          fauna silvestre de su estado y otros lugares donde preguntar. Puede seguir su solicitud, o cancelarla, desde su panel. Nuestras direcciones de correo
          electrónico no sirven para pedir ayuda con un animal, y no leemos solicitudes de ayuda enviadas por correo. Para pedir ayuda, use siempre{' '}
          <Link to="/find-help">Buscar ayuda</Link>.
        </p>
      </section>
    </>
  );
}
