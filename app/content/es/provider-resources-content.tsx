import { Link } from '../../components/link.tsx';
import { MAX_DOCUMENT_SIZE_LABEL } from '../../../common/listing-documents.ts';
import { SITE } from '../../../common/site.ts';
import { ContactEmail } from '../../components/contact-email.tsx';

// The Spanish twin of ../provider-resources-content.tsx (docs/decisions/035). The dashboard's and
// the listing page's headings are named as the Spanish dashboard shows them.

export function ProviderResourcesContentEs({ radiusMiles }: { radiusMiles: number }) {
  return (
    <>
      <section>
        <h2>Cómo le llegan las solicitudes</h2>
        <ol>
          <li>
            <strong>Una persona pide ayuda.</strong> Alguien con un animal herido, o con un animal en su casa, llena el formulario de{' '}
            <Link to="/find-help">Buscar ayuda</Link>. Nos indica el lugar (ciudad, estado y código postal), el animal y lo que está pasando, y contesta unas
            preguntas sobre la situación.
          </li>
          <li>
            <strong>Buscamos proveedores para la solicitud.</strong> Las emergencias van a los rehabilitadores de fauna silvestre. Los conflictos van a los
            operadores de control de fauna. Un perfil coincide cuando atiende a ese animal (un perfil sin animales en su lista los atiende a todos) y está a
            menos de {radiusMiles} millas de la ubicación de la persona, calculada a partir de su código postal o su dirección. Si no podemos ubicar en el mapa
            a alguna de las dos partes, buscamos dentro del mismo estado.
          </li>
          <li>
            <strong>Le avisamos.</strong> Si usted administra su perfil, y está aprobado y vinculado a su cuenta, le enviamos un correo electrónico, y la
            solicitud aparece en <em>Solicitudes que puede atender</em> en su <Link to="/provider-dashboard">panel de proveedor</Link>.
          </li>
        </ol>
        <p>
          Un perfil que ninguna cuenta administra sigue apareciendo en el directorio con su número de teléfono. Si tiene un correo electrónico, y está entre los
          pocos más cercanos a una solicitud, le enviamos la solicitud a ese correo, con un enlace para aceptarla sin cuenta (como máximo 10 al día). El correo
          dice lo que vería aquí antes de aceptar, nunca quién pidió ayuda ni cómo comunicarse con esa persona: eso solo lo recibe quien la acepta. Cada uno de
          esos correos trae un enlace que los detiene de inmediato. Para ver las solicitudes en su panel y elegir cómo le avisamos, solicite la administración
          de su perfil (vea más abajo), o hágase cargo de él desde la página de una solicitud que aceptó.
        </p>
      </section>

      <section>
        <h2>Lo que ve antes de aceptar</h2>
        <p>Para proteger a la persona que pidió ayuda, al principio solo ve lo que necesita para decidir:</p>
        <ul>
          <li>si es una emergencia o un conflicto;</li>
          <li>la ciudad, el estado y el código postal;</li>
          <li>el animal y la descripción de la situación que dio la persona;</li>
          <li>sus respuestas a las preguntas del formulario;</li>
          <li>en las emergencias, la donación que prometió la persona, si la hay.</li>
        </ul>
        <p>No ve el nombre, la dirección, el teléfono ni el correo electrónico de la persona hasta que acepta la solicitud.</p>
      </section>

      <section>
        <h2>Aceptar o rechazar una solicitud</h2>
        <p>Abra la solicitud desde el correo electrónico o desde su panel, y elija una respuesta.</p>
        <h3>Aceptar</h3>
        <ul>
          <li>La solicitud se le asigna a usted.</li>
          <li>
            El nombre, el teléfono, el correo electrónico y la dirección de la persona (si la dio) aparecen en la solicitud. La encontrará de nuevo en{' '}
            <em>Aceptadas por usted</em>, en su panel.
          </li>
          <li>
            En una emergencia, el equipo de campo de ese estado (voluntarios que agregó un administrador) también ve el nombre, la dirección y el teléfono de la
            persona, y el nombre y el teléfono de su perfil, para ayudar a recoger al animal. Los ayudantes, que ofrecen transporte, suministros o un espacio de
            cuidado temporal, ven la ciudad, el código postal, el animal, la situación y el nombre de su perfil, nunca los datos de la persona; sus ofertas, con
            su nombre y su correo electrónico, le aparecen a usted en la solicitud.
          </li>
          <li>Le enviamos un correo a la persona para decirle que usted aceptó, con el teléfono, el correo electrónico y el sitio web de su perfil.</li>
          <li>Solo un proveedor puede aceptar una solicitud. Cuando otro proveedor ya la aceptó, deja de estar abierta para usted.</li>
        </ul>
        <p>
          Comuníquese con la persona lo antes posible: puede estar esperando junto a un animal en una caja. Use sus datos solo para responder a esta solicitud.
        </p>
        <h3>Rechazar</h3>
        <p>
          Si no puede ayudar, rechace la solicitud. Puede agregar una nota breve, por ejemplo el motivo. La solicitud sigue abierta para otros proveedores.
          Puede responder a cada solicitud una sola vez.
        </p>
      </section>

      <section>
        <h2>Mantenga su perfil al día</h2>
        <p>Su perfil decide qué solicitudes le llegan y cómo se comunican con usted. Mantenga al día estos datos:</p>
        <ul>
          <li>
            <strong>Los servicios</strong> que ofrece, en palabras sencillas.
          </li>
          <li>
            <strong>Los animales</strong> que acepta. Solo le llegan solicitudes de estos animales. Deje la lista vacía solo si de verdad atiende a todos los
            animales.
          </li>
          <li>
            <strong>Los días y horarios</strong> en que puede responder.
          </li>
          <li>
            <strong>El teléfono y el sitio web.</strong> Se le envían a la persona cuando usted acepta.
          </li>
        </ul>
        <p>
          Si no puede cambiar algún dato usted mismo, escríbanos a <ContactEmail audience="providers" />.
        </p>
      </section>

      <section>
        <h2>Verificación</h2>
        <p>
          Cada perfil se revisa antes de recibir solicitudes: revisamos los documentos que sube (permisos, licencias y comprobante de seguro), nuestro personal
          verifica sus estándares y luego un administrador aprueba el perfil. Súbalos en archivos PDF, JPEG o PNG, de hasta {MAX_DOCUMENT_SIZE_LABEL} cada uno,
          en <Link to="/claim-listing">Solicitar la administración de un perfil o crear uno</Link> justo después de solicitar la administración de su perfil o
          de crearlo, y más adelante en Documentos de verificación, en la página de su perfil. Solo usted y nuestros administradores pueden abrirlos. Mientras
          tanto, un perfil cuya administración solicitó, o uno nuevo, aparece como <em>pendiente de verificación</em> en su panel, y no le llegan solicitudes.
          Después de la aprobación, seguimos atentos a los comentarios que deja la gente.
        </p>
      </section>

      <section>
        <h2>Niveles de estándares para los operadores de control de fauna</h2>
        <p>Cada perfil de operador de control de fauna muestra uno de tres niveles:</p>
        <ul>
          <li>
            <strong>Perfil básico:</strong> aparece en el directorio, sin compromiso de estándares.
          </li>
          <li>
            <strong>Estándar de la asociación nacional de operadores de control:</strong> usted trabaja según el estándar de práctica de una asociación nacional
            de operadores de control de fauna.
          </li>
          <li>
            <strong>Certificación en prácticas humanitarias:</strong> nuestro nivel más alto. Usted tiene una certificación en prácticas humanitarias y se
            compromete a impedir la entrada primero, a no usar métodos letales salvo cuando la ley lo exija y a buscar crías antes de cerrar cualquier punto de
            entrada.
          </li>
        </ul>
        <p>
          Si su nivel cambia, o si solicita uno más alto, lo verificamos de nuevo antes de cambiar su insignia. Lea la página completa de{' '}
          <Link to="/standards">estándares y verificación</Link>.
        </p>
      </section>

      <section>
        <h2>Tarifas y donaciones</h2>
        <ul>
          <li>
            <strong>Los rehabilitadores</strong> no le cobran al público. Su trabajo depende de donaciones. En una solicitud de emergencia, la persona puede
            prometer una donación. Es solo una promesa: {SITE.name} no cobra nada. Le pedimos que ayude llegue o no una donación.
          </li>
          <li>
            <strong>Los operadores de control de fauna</strong> fijan sus propias tarifas. Antes de empezar, dele a la persona una evaluación, una cotización y
            sus condiciones de pago. La persona no está obligada a aceptar.
          </li>
          <li>
            <strong>{SITE.name} no cobra comisión</strong> ni a los proveedores ni a quienes piden ayuda.
          </li>
        </ul>
      </section>

      <section>
        <h2>Prácticas humanitarias para los operadores de control de fauna</h2>
        <ul>
          <li>
            <strong>Impedir la entrada primero.</strong> Encuentre todos los puntos de entrada. Séllelos, y use puertas de una sola vía para que los animales
            salgan por su cuenta y no puedan volver.
          </li>
          <li>
            <strong>Busque crías.</strong> En la temporada de nacimientos, muchos animales en áticos, paredes y chimeneas son madres con crías dependientes.
            Revise antes de cerrar cualquier punto de entrada o de poner una puerta de una sola vía, para que ninguna cría quede encerrada ni separada de su
            madre. Si encuentra crías, espere a que puedan salir con ella, o dele a la madre una forma segura de llevárselas.
          </li>
          <li>
            <strong>Conozca la ley de su estado antes de atrapar.</strong> Muchos estados limitan o prohíben trasladar fauna silvestre atrapada a otro lugar, y
            algunas especies tienen reglas adicionales. Donde la ley no permita la reubicación, no reubique. Consulte con la agencia de fauna silvestre de su
            estado.
          </li>
          <li>
            <strong>Termine el trabajo.</strong> Repare los puntos de entrada una vez que los animales hayan salido, y explíquele a la persona cómo evitar que
            vuelvan.
          </li>
        </ul>
      </section>

      <section>
        <h2>Para rehabilitadores: permisos y seguridad</h2>
        <ul>
          <li>
            <strong>Permisos.</strong> En la mayoría de los estados, la rehabilitación requiere un permiso estatal, y para algunas especies, permisos federales.
            La mayoría de las aves nativas están protegidas por la ley federal: cuidarlas requiere un permiso federal de rehabilitación de aves migratorias
            además de su permiso estatal. Mantenga sus permisos vigentes, y suba el permiso renovado en Documentos de verificación, en la página de su perfil.
          </li>
          <li>
            <strong>Transporte seguro.</strong> Traslade al animal en una caja cerrada y ventilada, con una toalla adentro. Mantenga el carro en silencio y a
            una temperatura agradable, nunca deje al animal solo en un carro estacionado y no le dé comida ni agua en el camino. Dé el mismo consejo a quienes
            le lleven un animal.
          </li>
          <li>
            <strong>Especies que transmiten la rabia.</strong> Los mapaches, zorrillos, zorros, murciélagos, coyotes y marmotas pueden transmitir la rabia. Solo
            deben manejarlos personas que hayan recibido la vacuna antirrábica preventiva y cuyos permisos lo autoricen. Diga a quienes los encuentren que no
            toquen a uno adulto para nada, ni siquiera con guantes: que solo mantengan alejadas a las personas y a las mascotas, que lo encierren a distancia si
            pueden y que lo esperen a usted.
          </li>
        </ul>
      </section>

      <section>
        <h2>Solicitar la administración de un perfil o crear uno</h2>
        <p>
          Si su organización o empresa ya está en el directorio, solicite la administración de su perfil en{' '}
          <Link to="/claim-listing">Solicitar la administración de un perfil o crear uno</Link>. Si no está, cree un perfil nuevo ahí mismo. En cualquier caso,
          el perfil se verifica antes de recibir solicitudes.
        </p>
      </section>

      <section>
        <h2>Más ayuda</h2>
        <ul>
          <li>
            <Link to="/faq">Preguntas frecuentes</Link>
          </li>
          <li>
            <Link to="/provider-dashboard">Su panel de proveedor</Link>
          </li>
          <li>
            <Link to="/help-guide">Cómo usar Wildline</Link>: los consejos que damos a las personas que piden ayuda
          </li>
        </ul>
      </section>
    </>
  );
}
