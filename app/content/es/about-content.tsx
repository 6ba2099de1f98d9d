import { Link } from '../../components/link.tsx';
import { SITE } from '../../../common/site';
import { ContactEmail } from '../../components/contact-email.tsx';

// The Spanish twin of ../about-content.tsx (docs/decisions/035): the same sections, written for
// a Spanish speaker in the United States, not word for word.

export function AboutContentEs() {
  return (
    <>
      <section>
        <h2>Qué es {SITE.name}</h2>
        <p>
          {SITE.name} es un directorio y un servicio de solicitudes para problemas con fauna silvestre en Estados Unidos. Lo pone en contacto con personas
          cercanas que pueden ayudarle, ya sea porque un animal silvestre está herido o porque un animal silvestre se metió en su casa.
        </p>
        <p>Funcionamos desde {SITE.since}. Somos un servicio que conecta: no atendemos animales nosotros mismos ni enviamos equipos propios a su casa.</p>
      </section>

      <section>
        <h2>A quién servimos</h2>
        <ul>
          <li>
            <strong>Personas ante una emergencia con fauna silvestre.</strong> Encontró un pájaro herido, un cervatillo huérfano, un pato cubierto de petróleo o
            una tortuga atropellada en la carretera.
          </li>
          <li>
            <strong>Personas ante un conflicto con fauna silvestre.</strong> Hay un mapache en su ático, un zorrillo debajo de su terraza o murciélagos que
            duermen dentro de sus paredes.
          </li>
          <li>
            <strong>Profesionales de la fauna silvestre.</strong> Rehabilitadores y operadores de control de fauna humanitarios que quieren que los encuentren
            las personas que los necesitan.
          </li>
          <li>
            <strong>Voluntarios.</strong> Personas que quieren dedicar su tiempo a ayudar a los animales silvestres de su estado.
          </li>
        </ul>
      </section>

      <section>
        <h2>Cómo funciona</h2>
        <ol>
          <li>
            <strong>Busque ayuda.</strong> Vaya a <Link to="/find-help">Buscar ayuda</Link>. Díganos dónde está, qué animal es y qué está pasando. Toma unos
            minutos. Pedir ayuda es gratis; al final inicia sesión o crea una cuenta para que los proveedores puedan comunicarse con usted.
          </li>
          <li>
            <strong>Conéctese.</strong> Su solicitud llega a los proveedores adecuados cerca de usted. Cuando un proveedor la acepta, usted puede ver quién es,
            y esa persona puede comunicarse con usted.
          </li>
          <li>
            <strong>Reciba ayuda.</strong> El proveedor le explica los próximos pasos. Un rehabilitador puede pedirle que le lleve el animal o coordinar para
            recogerlo. Un operador de control de fauna evaluará el problema y le dará una cotización.
          </li>
        </ol>
        <p>Cuando termina la solicitud, le pedimos que califique al proveedor. Su opinión nos ayuda a mantener un directorio confiable.</p>
      </section>

      <section>
        <h2>Dos tipos de proveedores</h2>
        <h3>Rehabilitadores de fauna silvestre</h3>
        <p>
          Los rehabilitadores cuidan animales silvestres heridos, enfermos y huérfanos hasta que pueden volver a su hábitat. Tienen los permisos que exige este
          trabajo. Son voluntarios: no cobran por sus cuidados y dependen de donaciones para pagar la comida, las medicinas y el alojamiento de los animales. Si
          un rehabilitador lo ayuda, considere hacerle una donación.
        </p>
        <h3>Operadores de control de fauna humanitarios</h3>
        <p>
          Los operadores de control de fauna resuelven conflictos entre las personas y los animales silvestres, como un animal que vive en su ático o en su
          chimenea. Son empresas. Fijan sus propias tarifas, y {SITE.name} no se queda con ninguna parte de lo que usted les paga. No hay comisión.
        </p>
        <p>
          El operador le dará una evaluación del problema, una cotización y sus condiciones de pago. Usted no está obligado a aceptar: puede decir que no, hacer
          preguntas o comparar cotizaciones.
        </p>
        <p>
          Cada operador muestra un nivel de estándares, para que usted vea qué prácticas se ha comprometido a seguir. Lea más en nuestra{' '}
          <Link to="/standards">página de estándares</Link>.
        </p>
      </section>

      <section>
        <h2>Lo que {SITE.name} no es</h2>
        <div className="not-prose rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold">No somos un servicio de emergencias.</p>
          <p className="mt-2">
            Si una persona está en peligro, llame al 911. Si un animal silvestre mordió o rasguñó a alguien, o si alguien tocó un murciélago, comuníquese de
            inmediato con un médico o con el departamento de salud de su localidad.
          </p>
        </div>
        <ul>
          <li>
            No podemos garantizar que haya un proveedor disponible cerca de usted, qué tan rápido responderá ni cómo resultarán las cosas. Si ningún proveedor
            del directorio cubre su zona, le indicamos la agencia de fauna silvestre de su estado y otros recursos.
          </li>
          <li>Los proveedores son independientes. No son empleados nuestros, y ellos deciden qué animales y qué trabajos aceptan.</li>
          <li>
            Nuestras direcciones de correo electrónico no sirven para pedir ayuda con un animal: no leemos solicitudes de ayuda enviadas por correo. Si necesita
            ayuda, use <Link to="/find-help">Buscar ayuda</Link>.
          </li>
        </ul>
      </section>

      <section>
        <h2>Infórmese antes de actuar</h2>
        <p>
          Muchas situaciones con fauna silvestre no son lo que parecen a primera vista. Un pajarito en el suelo o un cervatillo solo en el pasto muchas veces
          está bien. Nuestra <Link to="/resources">guía de problemas comunes con fauna silvestre</Link> explica en qué fijarse y qué hacer.
        </p>
      </section>

      <section>
        <h2>Participe</h2>
        <ul>
          <li>
            <strong>Sea voluntario.</strong> Lleve animales a los rehabilitadores en su carro, done suministros, ofrezca un espacio de cuidado temporal o únase
            al equipo de campo de su estado. Vea <Link to="/volunteer">Sea voluntario con nosotros</Link>.
          </li>
          <li>
            <strong>¿Es usted rehabilitador u operador de control de fauna?</strong> Solicite la administración de su perfil existente o cree uno nuevo en{' '}
            <Link to="/claim-listing">Solicitar la administración de un perfil o crear uno</Link>.
          </li>
        </ul>
        <p>
          Los proveedores pueden escribirnos sobre su perfil a <ContactEmail audience="providers" />. Para cualquier otro asunto, como sus datos o sus derechos
          de privacidad, escriba a <ContactEmail audience="people" />.
        </p>
      </section>
    </>
  );
}
