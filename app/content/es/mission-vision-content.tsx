import { Link } from '../../components/link.tsx';
import { SITE } from '../../../common/site';

// The Spanish twin of ../mission-vision-content.tsx (docs/decisions/035).

export function MissionVisionContentEs() {
  return (
    <>
      <section>
        <h2>Nuestra misión</h2>
        <p>
          Cuando un animal silvestre necesita ayuda, o cuando un animal silvestre está causando un problema, muchas veces la gente no sabe a quién llamar.
          Nuestra misión es hacer fácil ese primer paso. {SITE.name} pone en contacto a las personas con rehabilitadores de fauna silvestre voluntarios y
          operadores de control de fauna humanitarios cerca de ellas, para que los animales reciban el cuidado adecuado y los conflictos se resuelvan sin daño
          innecesario.
        </p>
      </section>

      <section>
        <h2>Nuestra visión</h2>
        <p>
          Queremos un país donde cualquier persona que encuentre un animal herido pueda comunicarse rápido con alguien capacitado, y donde los métodos
          humanitarios, que empiezan por impedir la entrada del animal, sean la manera normal de manejar la fauna silvestre dentro y alrededor de las casas.
          También queremos que las personas que hacen este trabajo, muchas de ellas sin paga, sean más fáciles de encontrar y reciban más apoyo.
        </p>
      </section>

      <section>
        <h2>Nuestros valores</h2>
        <dl>
          <dt>Primero, el bienestar animal</dt>
          <dd>
            Cada página, formulario y función empieza con una pregunta: ¿qué es lo mejor para el animal? A veces la respuesta es dejarlo en paz. Lo decimos,
            aunque eso signifique recibir menos solicitudes.
          </dd>

          <dt>Métodos humanitarios</dt>
          <dd>
            Para los conflictos, preferimos soluciones que mantengan a los animales afuera en lugar de matarlos: sellar los puntos de entrada, usar puertas de
            una sola vía y revisar si hay crías antes de que alguien cierre una abertura. Nuestro <Link to="/standards">programa de estándares</Link> reconoce a
            los operadores que trabajan así.
          </dd>

          <dt>Honestidad</dt>
          <dd>
            Le decimos con claridad lo que somos y lo que no somos. Somos un servicio que conecta, no un servicio de emergencias. No podemos prometer que haya
            un proveedor disponible, qué tan rápido responderá ni cómo resultarán las cosas. No cobramos comisión a los operadores de control de fauna, y
            decimos cómo se ha verificado a cada uno.
          </dd>

          <dt>Respeto por los voluntarios</dt>
          <dd>
            Los rehabilitadores trabajan gratis y pagan gran parte de su trabajo con donaciones. Nuestros voluntarios dedican sus tardes y sus fines de semana.
            Procuramos enviarles solicitudes claras y completas, cuidar su tiempo y nunca tratarlos como un servicio gratuito que le debe una respuesta a nadie.
          </dd>

          <dt>Accesibilidad</dt>
          <dd>
            Muchas veces la gente encuentra un animal herido tarde en la noche, en el teléfono y con los nervios de punta. Escribimos en lenguaje sencillo,
            mantenemos los formularios cortos y hacemos páginas que funcionan con lectores de pantalla, con el teclado y con conexiones lentas.
          </dd>
        </dl>
      </section>

      <section>
        <h2>Nuestros compromisos</h2>
        <ul>
          <li>
            <strong>Pedir ayuda es gratis.</strong> Enviar una solicitud por <Link to="/find-help">Buscar ayuda</Link> no le cuesta nada.
          </li>
          <li>
            <strong>Sin comisión.</strong> Los operadores de control de fauna fijan sus propias tarifas, y no nos quedamos con ninguna parte de lo que usted les
            paga.
          </li>
          <li>
            <strong>Sin presiones.</strong> El operador le da una evaluación, una cotización y las condiciones de pago. Usted nunca está obligado a aceptar.
          </li>
          <li>
            <strong>Revisiones cuidadosas.</strong> Revisamos los permisos, licencias y seguros de los proveedores antes de darles una insignia, y seguimos
            atentos a los comentarios que dejan quienes piden ayuda.
          </li>
          <li>
            <strong>Su privacidad.</strong> Hasta que uno de ellos acepta su solicitud, los proveedores cercanos ven su ciudad y su código postal, el animal, la
            situación y sus respuestas al formulario, pero no su nombre, su dirección, su teléfono ni su correo electrónico. El proveedor que acepta recibe esos
            datos y, en una emergencia, también el equipo de campo de su estado, para recoger al animal. Nuestra{' '}
            <Link to="/privacy">política de privacidad</Link> dice exactamente quién ve qué.
          </li>
          <li>
            <strong>Buena información.</strong> Nuestra <Link to="/resources">guía de problemas comunes con fauna silvestre</Link> le ayuda a decidir cuándo un
            animal de verdad necesita rescate y cuándo es mejor dejarlo en paz.
          </li>
          <li>
            <strong>Límites claros.</strong> Si una persona está en peligro o la mordió un animal, siempre le diremos que primero llame al 911, a un médico o al
            departamento de salud de su localidad.
          </li>
        </ul>
      </section>

      <section>
        <h2>Únase a nosotros</h2>
        <p>
          Puede ayudar como <Link to="/volunteer">voluntario</Link>: llevando animales en su carro, donando suministros o dando cuidado temporal, o como miembro
          del equipo de campo. Si es rehabilitador u operador de control de fauna, puede{' '}
          <Link to="/claim-listing">solicitar la administración de su perfil o crear uno</Link>.
        </p>
      </section>
    </>
  );
}
