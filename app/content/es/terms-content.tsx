import { Link } from '../../components/link.tsx';
import { SITE } from '../../../common/site';
import { ContactEmail } from '../../components/contact-email.tsx';
import { TranslatedPolicy } from './policies.tsx';

// The Spanish twin of ../terms-content.tsx (docs/decisions/035): a faithful translation; the
// English version governs where they differ, as the page says.

export function TermsContentEs() {
  return (
    <>
      <TranslatedPolicy englishPath="/terms" translationOf="nuestros términos del servicio" />
      <p>
        Estos términos se aplican cuando usa {SITE.name}, incluidos el sitio web, las solicitudes de ayuda, los perfiles y el programa de voluntariado. Al usar{' '}
        {SITE.name}, usted los acepta. Si no está de acuerdo, no use el servicio.
      </p>

      <section>
        <h2>Cuentas</h2>
        <ul>
          <li>Denos información verdadera y actual, y manténgala al día.</li>
          <li>Mantenga su contraseña en privado. Usted es responsable de lo que ocurra con su cuenta.</li>
          <li>Avísenos si cree que otra persona usó su cuenta.</li>
          <li>Podemos suspender o cerrar las cuentas que no cumplan estos términos.</li>
        </ul>
      </section>

      <section>
        <h2>Cuentas de proveedores</h2>
        <p>
          Los rehabilitadores de fauna silvestre y los operadores de control de fauna pueden solicitar la administración de su perfil o crear uno en{' '}
          <Link to="/claim-listing">Solicitar la administración de un perfil o crear uno</Link>. Si tiene una cuenta de proveedor, usted se compromete a:
        </p>
        <ul>
          <li>
            Tener y mantener vigentes todos los permisos, licencias y pólizas de seguro que exija su trabajo, y subir copias fieles con su perfil cuando se lo
            pidamos.
          </li>
          <li>Describir con honestidad sus servicios, su zona de servicio, sus tarifas y su nivel de estándares.</li>
          <li>
            Cumplir todas las leyes que se apliquen a su trabajo, incluidas las leyes de fauna silvestre, de bienestar animal y de protección al consumidor.
          </li>
          <li>Usar los datos de contacto de quienes piden ayuda solo para responder a su solicitud.</li>
          <li>
            Si es operador de control de fauna, dar a quien pide ayuda una evaluación, una cotización y condiciones de pago claros antes de empezar el trabajo.
            Quien pide ayuda no está obligado a aceptar.
          </li>
        </ul>
        <p>
          Verificamos a los proveedores por etapas y podemos mostrar una insignia con su nivel de estándares. Podemos cambiar o quitar una insignia o un perfil
          si la información ya no es válida, o según los comentarios de quienes piden ayuda. Vea nuestra <Link to="/standards">página de estándares</Link>.
        </p>
      </section>

      <section>
        <h2>El servicio de conexión</h2>
        <p>
          {SITE.name} es un directorio y una plataforma de solicitudes. Enviamos las solicitudes a los proveedores y les ayudamos a comunicarse con quienes
          piden ayuda. Nosotros mismos no prestamos servicios de cuidado ni de control de fauna silvestre.
        </p>
        <ul>
          <li>Los proveedores son independientes. No son nuestros empleados, agentes ni contratistas, y ellos deciden qué solicitudes aceptan.</li>
          <li>Los rehabilitadores son voluntarios que trabajan sin cobrar y dependen de donaciones.</li>
          <li>
            Los operadores de control de fauna son empresas que fijan sus propias tarifas. Cualquier acuerdo por un trabajo pagado es entre usted y el operador.{' '}
            {SITE.name} no cobra comisión y no es parte de ese acuerdo.
          </li>
          <li>
            {SITE.name} no es un servicio de emergencias. Si una persona está en peligro, llame al 911. Si un animal silvestre mordió a alguien o tuvo contacto
            con alguien, comuníquese con un médico o con el departamento de salud de su localidad.
          </li>
          <li>
            Nuestras direcciones de correo electrónico no sirven para pedir ayuda con un animal: no leemos solicitudes de ayuda enviadas por correo. Use{' '}
            <Link to="/find-help">Buscar ayuda</Link>.
          </li>
        </ul>
      </section>

      <section>
        <h2>Sin garantías</h2>
        <p>
          No garantizamos que haya un proveedor disponible en su zona, que alguien acepte su solicitud, qué tan rápido responderá un proveedor ni el resultado
          para usted o para el animal. Las insignias y la verificación reflejan revisiones hechas en un momento dado. No son una promesa sobre ningún trabajo en
          particular.
        </p>
      </section>

      <section>
        <h2>Conducta</h2>
        <p>Al usar {SITE.name}, usted se compromete a no:</p>
        <ul>
          <li>Enviar solicitudes falsas, engañosas o de broma, ni publicar calificaciones falsas.</li>
          <li>Acosar, amenazar ni maltratar a proveedores, voluntarios, personas que piden ayuda ni a nuestro personal.</li>
          <li>Usar el servicio para hacer daño a animales o para violar las leyes de fauna silvestre.</li>
          <li>Usar los datos de contacto de otras personas para algo que no sea la solicitud a la que corresponden.</li>
          <li>Copiar el directorio de forma masiva, extraer sus datos automáticamente ni intentar burlar las medidas de seguridad.</li>
          <li>Hacerse pasar por otra persona, ni solicitar la administración de un perfil que no es suyo.</li>
        </ul>
      </section>

      <section>
        <h2>Propiedad intelectual</h2>
        <p>
          El nombre {SITE.name}, el diseño del sitio web y el texto de nuestras guías pertenecen a {SITE.name}. Puede leer y compartir nuestras guías para uso
          personal y no comercial, con un enlace a nuestro sitio. Los proveedores conservan la propiedad del contenido que agregan a sus perfiles, y nos dan
          permiso para mostrarlo en {SITE.name} mientras el perfil esté activo.
        </p>
      </section>

      <section>
        <h2>Limitación de responsabilidad</h2>
        <p>
          En la máxima medida que permita la ley, {SITE.name} no es responsable de pérdidas indirectas, incidentales o consecuentes, ni de ninguna pérdida
          causada por los actos u omisiones de un proveedor, incluidos trabajos, tarifas, daños a la propiedad o daños a animales. Nada en estos términos limita
          la responsabilidad que la ley no permite limitar.
        </p>
      </section>

      <section>
        <h2>Exención de responsabilidad</h2>
        <p>
          El servicio se ofrece &ldquo;tal como está&rdquo; y &ldquo;según disponibilidad&rdquo;, sin garantías de ningún tipo, en la medida que permita la ley.
          Nuestras guías solo dan información general. No son consejos veterinarios, médicos ni legales. Las leyes de fauna silvestre cambian de un estado a
          otro: consulte las normas locales y siga siempre los consejos de un rehabilitador con licencia o de un médico.
        </p>
      </section>

      <section>
        <h2>Ley aplicable</h2>
        <p>Estos términos se rigen por las leyes de Estados Unidos, sin tener en cuenta las normas sobre conflictos de leyes.</p>
      </section>

      <section>
        <h2>Cambios a estos términos</h2>
        <p>
          Podemos actualizar estos términos. Si hay cambios importantes, avisaremos con al menos 30 días de anticipación en el sitio o por correo electrónico a
          quienes tengan cuenta, antes de que entren en vigor. Si sigue usando {SITE.name} después de que los cambios entren en vigor, acepta los nuevos
          términos.
        </p>
        <p>
          Puede enviar sus preguntas sobre estos términos a <ContactEmail audience="people" />.
        </p>
      </section>
    </>
  );
}
