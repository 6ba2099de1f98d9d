import { Link } from '../../components/link.tsx';

// The Spanish twin of ../volunteer-content.tsx (docs/decisions/035). The roles are named as the
// application form names them (common/locales/es.json).

export function VolunteerContentEs() {
  return (
    <>
      <section>
        <h2>Por qué ser voluntario</h2>
        <p>
          Los rehabilitadores de fauna silvestre son voluntarios, y nunca son suficientes. Gran parte de su tiempo se va en manejar, contestar llamadas y
          recoger animales, no en los cuidados que solo ellos pueden dar. Cuando usted se encarga de parte de ese trabajo, un rehabilitador puede atender a más
          animales, y más personas reciben ayuda cuando encuentran uno en apuros.
        </p>
        <p>
          No necesita estudios de biología ni de veterinaria. Lo que más importa es ser responsable, tener paciencia y estar dispuesto a seguir instrucciones.
          Los rehabilitadores y nuestro equipo le enseñarán lo que necesita saber para su función.
        </p>
      </section>

      <section>
        <h2>Funciones</h2>
        <h3>Transporte de animales</h3>
        <p>
          Lleve animales heridos o huérfanos en su carro, desde la persona que los encontró hasta un rehabilitador. Los animales viajan en una caja cerrada y
          bien asegurada. Usted mantiene el carro en silencio y tranquilo, y no abre la caja. La mayoría de los viajes son cortos, y usted solo ofrece los que
          puede hacer.
        </p>
        <h3>Llevar suministros</h3>
        <p>Llévele a la persona que encontró un animal lo que necesita mientras espera: una caja ventilada, toallas o una jaula para mascotas.</p>
        <h3>Equipo de campo</h3>
        <p>
          Recoja animales heridos para los rehabilitadores, por ejemplo un ganso lastimado en un parque o un halcón que no puede volar. Nuestros administradores
          agregan miembros al equipo de campo de un estado, entre voluntarios de su confianza, porque el equipo de campo ve la dirección y el teléfono de la
          persona que espera con el animal. El trabajo de campo requiere capacitación para capturar y manejar animales de forma segura, y usted trabaja según
          las instrucciones del rehabilitador que recibe al animal.
        </p>
        <h3>Cuidado temporal</h3>
        <p>
          Algunos rehabilitadores permiten que voluntarios capacitados cuiden un animal en su casa por poco tiempo, como pajaritos huérfanos que necesitan comer
          durante todo el día. El cuidado temporal siempre se hace bajo la supervisión de un rehabilitador con licencia, siguiendo su plan de cuidados y las
          condiciones de su permiso.
        </p>
      </section>

      <section>
        <h2>Lo que le pedimos</h2>
        <ul>
          <li>
            <strong>Tener 18 años o más.</strong> La solicitud le pide que lo confirme.
          </li>
          <li>
            <strong>Ser responsable.</strong> Puede haber un animal esperando en una caja. Si dice que sí, por favor llegue, y avísenos con tiempo si no puede.
          </li>
          <li>
            <strong>Seguir las instrucciones del rehabilitador.</strong> El rehabilitador tiene el permiso y es responsable del animal. No alimente, trate ni
            suelte a un animal por su propia cuenta.
          </li>
          <li>
            <strong>Dejar las especies que transmiten la rabia a personas capacitadas y vacunadas.</strong> Los mapaches, zorrillos, zorros, murciélagos,
            coyotes y marmotas pueden transmitir la rabia. Solo pueden manejarlos los voluntarios que hayan recibido la vacuna antirrábica preventiva y la
            capacitación adecuada. Si ese no es su caso, no los toque, ni siquiera con guantes: mantenga alejadas a las personas y a las mascotas, y avísele al
            rehabilitador.
          </li>
          <li>
            <strong>Respetar a las personas que ayuda.</strong> Quienes encuentran un animal muchas veces están alterados. Sea amable y mantenga en privado sus
            datos personales.
          </li>
        </ul>
      </section>

      <section>
        <h2>Una nota sobre la ley</h2>
        <div className="not-prose rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p>
            En la mayoría de los estados es ilegal tener, tratar o criar fauna silvestre sin un permiso, aunque sea con la mejor intención. Como voluntario,
            usted actúa bajo la dirección de un rehabilitador con licencia. Nunca se lleve un animal a su casa ni lo cuide por su cuenta. Las reglas cambian de
            un estado a otro, así que si tiene dudas, pregúntele al rehabilitador con quien trabaja.
          </p>
        </div>
      </section>

      <section>
        <h2>Cómo funciona la solicitud</h2>
        <ol>
          <li>
            <strong>Inicie sesión.</strong> El formulario de solicitud aparece en esta página cuando inicia sesión.
          </li>
          <li>
            <strong>Cuéntenos sobre usted.</strong> Le preguntamos por qué quiere ser voluntario, su experiencia con animales, su disponibilidad, sus
            habilidades y qué funciones le interesan. También le pedimos referencias y algunos datos sobre sus antecedentes.
          </li>
          <li>
            <strong>La revisamos.</strong> Nuestro equipo lee cada solicitud y puede comunicarse con sus referencias. Esto puede tardar un poco, porque quienes
            revisan también son voluntarios.
          </li>
          <li>
            <strong>Le respondemos.</strong> Esta página muestra nuestra decisión. Si necesitamos más información, se la pediremos por correo electrónico.
          </li>
        </ol>
      </section>

      <section>
        <h2>Después de la aprobación</h2>
        <p>
          Una vez aprobado, usted se convierte en ayudante de Wildline, y su panel se convierte en un panel de ayudante. Usted elige el estado donde ayuda, y el
          panel muestra las emergencias con fauna silvestre abiertas ahí en los últimos 30 días: la ciudad, el código postal, el animal y la situación, y qué
          rehabilitador la aceptó, nunca quién la pidió ni su dirección. En cualquiera de ellas puede ofrecer transporte, suministros o un espacio de cuidado
          temporal, con un mensaje breve. La persona que pidió ayuda y el rehabilitador que aceptó ven su nombre, su correo electrónico y su mensaje, para poder
          comunicarse con usted.
        </p>
        <p>
          Las recogidas con la dirección de la persona que encontró al animal son para el equipo de campo, al que un administrador lo agrega por separado. Nunca
          está obligado a ofrecer nada. Ofrezca ayuda cuando pueda darla bien y de forma segura.
        </p>
      </section>

      <section>
        <h2>Otras formas de ayudar</h2>
        <ul>
          <li>
            Si un rehabilitador ayuda a un animal que usted encontró, considere hacerle una donación. Trabajan gratis y dependen de las donaciones para la
            comida, las medicinas y el alojamiento de los animales.
          </li>
          <li>
            Comparta nuestra <Link to="/resources">guía de problemas comunes con fauna silvestre</Link>, para que más personas sepan cuándo una cría no necesita
            rescate.
          </li>
          <li>
            ¿Es usted rehabilitador u operador de control de fauna? <Link to="/claim-listing">Solicite la administración de su perfil o cree uno</Link>.
          </li>
        </ul>
      </section>
    </>
  );
}
