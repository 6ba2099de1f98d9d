import { Link } from '../../components/link.tsx';
import { RETENTION } from '../../../common/retention.ts';
import { SITE } from '../../../common/site';
import { ContactEmail } from '../../components/contact-email.tsx';
import { countOf, TranslatedPolicy } from './policies.tsx';
import { PrivacyCookiesEs } from './privacy-cookies.tsx';
import { PrivacySharingEs } from './privacy-sharing.tsx';

// The Spanish twin of ../privacy-content.tsx (docs/decisions/035): a faithful translation; the
// English version governs where they differ, as the page says.

export function PrivacyContentEs() {
  return (
    <>
      <TranslatedPolicy englishPath="/privacy" translationOf="nuestra política de privacidad" />
      <p>
        Esta política explica qué información recopila {SITE.name}, cómo la usamos y con quién la compartimos. {SITE.name} es un servicio de Estados Unidos que
        pone en contacto a las personas con rehabilitadores de fauna silvestre y operadores de control de fauna humanitarios. Hemos tratado de que esta política
        sea breve y clara.
      </p>

      <section>
        <h2>Información que recopilamos</h2>
        <h3>Cuando pide ayuda</h3>
        <ul>
          <li>Su nombre, número de teléfono y correo electrónico.</li>
          <li>Su ubicación: dirección, ciudad, estado y código postal, y las coordenadas de esa dirección en el mapa.</li>
          <li>
            Los detalles de la solicitud: el tipo de animal, la situación, sus respuestas a las preguntas de la solicitud y cualquier otra cosa que nos diga.
          </li>
          <li>
            Las fotos del animal, si las agrega (hasta tres). Volvemos a dibujar cada una como una imagen nueva y no guardamos nada más del archivo que envió,
            como dónde o cuándo se tomó, o con qué teléfono.
          </li>
          <li>En una solicitud de emergencia, la cantidad de la donación que elija, si la hay.</li>
          <li>La calificación y los comentarios que le da a un proveedor cuando termina una solicitud.</li>
        </ul>
        <h3>Cuando crea una cuenta</h3>
        <ul>
          <li>Su nombre, correo electrónico y contraseña.</li>
          <li>
            Si es proveedor: los datos de su organización o empresa, su zona de servicio, y los permisos, licencias y comprobantes de seguro que sube para la
            verificación. Solo usted y nuestros administradores pueden abrir esos documentos.
          </li>
          <li>
            Si se inscribe como voluntario: las respuestas de su solicitud, como sus motivos, su experiencia, su disponibilidad, sus habilidades, sus intereses,
            sus referencias y sus antecedentes.
          </li>
        </ul>
        <h3>Notificaciones del navegador</h3>
        <p>
          Si es proveedor o miembro del equipo de campo y activa las notificaciones en su navegador, guardamos la dirección que su navegador nos da para ellas,
          que pertenece al servicio de notificaciones de quien hizo el navegador (Google, Mozilla, Microsoft o Apple), sus claves y el nombre del navegador y
          del dispositivo, para que pueda distinguir sus dispositivos en la página de su cuenta. Cada notificación pasa por ese servicio: solo dice el tipo de
          solicitud, el animal y la localidad, nunca quién la pidió, qué escribió ni dónde vive. Si quita un dispositivo en la página de su cuenta, o apaga las
          notificaciones en el navegador, lo eliminamos.
        </p>
        <h3>Lo que queda en su dispositivo</h3>
        <p>
          Para que la guía funcione donde se pierde la señal, nuestro sitio guarda en su dispositivo una copia de las páginas de la guía que abre, la lista de
          la guía, Cómo usar {SITE.name} y una página para cuando no tiene conexión, y los nombres y teléfonos de los lugares que le mostramos por última vez
          para llamar. No guarda nada de lo que usted escribió: ni su dirección, ni su descripción, ni sus respuestas, ni las páginas que ve con la sesión
          iniciada. Se queda en su navegador y nunca se nos envía; si borra los datos de su navegador para este sitio, se elimina. La tabla de «Cookies y
          almacenamiento del navegador» lo indica.
        </p>
        <h3>Información técnica</h3>
        <p>
          Como la mayoría de los sitios web, nuestros servidores registran datos técnicos básicos, como su dirección IP, el tipo de navegador y las páginas que
          solicita. Los usamos para mantener el servicio en funcionamiento y seguro.
        </p>
      </section>

      <section>
        <h2>Cómo usamos su información</h2>
        <ul>
          <li>Para enviar su solicitud a los proveedores adecuados cerca de usted y permitir que se comuniquen con usted.</li>
          <li>Para administrar las cuentas, los perfiles y el programa de voluntariado.</li>
          <li>Para verificar a los proveedores y revisar las solicitudes de voluntariado.</li>
          <li>Para vigilar la calidad de los proveedores con las calificaciones y los comentarios de quienes piden ayuda.</li>
          <li>Para enviarle mensajes sobre su solicitud de ayuda, su cuenta o su solicitud de voluntariado.</li>
          <li>Para prevenir abusos, fraudes y problemas de seguridad, y para cumplir con obligaciones legales.</li>
        </ul>
        <p>No vendemos su información personal.</p>
      </section>

      <PrivacySharingEs />

      <section>
        <h2>Seguridad</h2>
        <p>
          Usamos medidas técnicas y organizativas razonables para proteger su información, entre ellas conexiones cifradas y acceso restringido del personal.
          Ningún sistema es perfectamente seguro, así que no podemos garantizar una seguridad absoluta. Use una contraseña segura y no se la dé a nadie.
        </p>
      </section>

      <section>
        {/* The periods come from common/retention.ts, as on the English page. */}
        <h2 id="how-long-we-keep-it">Cuánto tiempo la guardamos</h2>
        <ul>
          <li>Su cuenta y lo que agregue a ella: hasta que elimine su cuenta (vea “Sus derechos” más abajo).</li>
          <li>
            Una solicitud de ayuda que empezó pero no envió, con las fotos que le haya agregado: {countOf(RETENTION.wizardDraftDays, 'día', 'días')} después de
            la última vez que la cambió.
          </li>
          <li>
            Su dirección, número de teléfono y correo electrónico en una solicitud: durante {countOf(RETENTION.closedRequestContactYears, 'año', 'años')}{' '}
            después de que la solicitud se resuelve o se cancela. Después se eliminan de la solicitud la dirección y sus coordenadas, y su nombre, teléfono y
            correo electrónico ya no se le muestran a nadie con ella. El resto de la solicitud (ciudad, código postal, animal y situación) queda en el registro
            del proveedor que la atendió.
          </li>
          <li>
            Los documentos que un proveedor sube para la verificación: hasta que el proveedor los elimine o elimine su cuenta, o hasta que se quite el perfil.
            Si se rechaza la solicitud de administración de un perfil, los documentos enviados con él se eliminan de inmediato.
          </li>
          <li>Las copias de los correos electrónicos que enviamos: {countOf(RETENTION.sentMailDays, 'día', 'días')}.</li>
          <li>
            Los registros de tareas internas, como el envío de un correo electrónico: {countOf(RETENTION.finishedJobDays, 'día', 'días')} después de terminar.
          </li>
          <li>
            Los conteos de intentos de inicio de sesión, registro y restablecimiento de contraseña, que guardamos para frenar abusos:{' '}
            {countOf(RETENTION.spentRateLimitHours, 'hora', 'horas')} después del último intento.
          </li>
        </ul>
        <p>Una vez al día eliminamos todo lo que haya llegado al final de su plazo.</p>
      </section>

      <PrivacyCookiesEs />

      <section>
        <h2>Menores de 13 años</h2>
        <p>
          {SITE.name} no está dirigido a menores de 13 años, y no recopilamos a sabiendas información personal de ellos. Si cree que un menor de 13 años nos dio
          información personal, comuníquese con nosotros y la eliminaremos. Un niño que encuentre un animal herido debe pedirle a un adulto que envíe la
          solicitud.
        </p>
      </section>

      <section>
        <h2>Sus derechos</h2>
        <p>
          Con su sesión iniciada, puede hacer usted mismo lo siguiente en <Link to="/account">la página de su cuenta</Link>:
        </p>
        <ul>
          <li>
            <strong>Acceder:</strong> descargar una copia de la información personal que tenemos sobre su cuenta (un archivo JSON).
          </li>
          <li>
            <strong>Corregir:</strong> cambiar su nombre, su número de teléfono y su contraseña.
          </li>
          <li>
            <strong>Eliminar:</strong> eliminar su cuenta, confirmando con su contraseña. Esto cierra su sesión en todos sus dispositivos y elimina los datos de
            su cuenta, sus solicitudes de voluntariado, las ofertas de ayuda que hizo, nuestras copias de los correos que le enviamos y cualquier solicitud que
            ningún proveedor haya atendido. Una solicitud que un proveedor atendió se conserva para ese proveedor, sin su nombre, dirección, teléfono ni correo
            electrónico, y se cancela si seguía abierta. Las calificaciones que dio se conservan, sin sus comentarios. Un perfil que usted administraba sigue en
            el directorio para que su organización pueda volver a solicitar su administración, sin los documentos que subió para él. Nuestro registro de
            auditoría anota que se eliminó la cuenta, sin su correo electrónico.
          </li>
        </ul>
        <p>También puede pedirnos que hagamos cualquiera de estas cosas por usted, escribiendo a la dirección de contacto que aparece abajo.</p>
        <p>
          Es posible que debamos conservar algunos registros cuando la ley lo exija, o para resolver disputas y prevenir abusos. Según el estado donde viva,
          puede tener otros derechos conforme a las leyes estatales. Responderemos a las solicitudes dentro del plazo que permita la ley.
        </p>
      </section>

      <section>
        <h2>Cambios a esta política</h2>
        <p>Si cambiamos esta política, publicaremos la nueva versión en esta página y actualizaremos la fecha que aparece arriba.</p>
      </section>

      <section>
        <h2>Contacto</h2>
        <p>
          Para preguntar sobre esta política o ejercer sus derechos, escriba a <ContactEmail audience="people" />.
        </p>
        <p>
          Esta dirección no sirve para pedir ayuda con un animal: no leemos solicitudes de ayuda enviadas por correo electrónico. Si necesita ayuda, use{' '}
          <Link to="/find-help">Buscar ayuda</Link>.
        </p>
      </section>
    </>
  );
}
