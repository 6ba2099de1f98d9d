import { SITE } from '../../../common/site';

// The Spanish twin of ../privacy-sharing.tsx (docs/decisions/035): keep the two in step with
// what the code shows to whom (the English file says where).

export function PrivacySharingEs() {
  return (
    <section>
      <h2>Quién ve qué</h2>
      <p>Compartimos una solicitud paso a paso, y solo lo necesario para que el animal reciba ayuda.</p>
      <h3>Los proveedores que coinciden con su solicitud, antes de que uno la acepte</h3>
      <p>
        Su solicitud llega a los proveedores con los que coincide: rehabilitadores para una emergencia y operadores de control de fauna para un conflicto, cuyo
        perfil atiende a ese animal y está cerca de su ubicación (en su estado cuando no podemos ubicarla en un mapa). Quienes administran su perfil con una
        cuenta de {SITE.name} la ven ahí. A algunos de los perfiles sin cuenta más cercanos se la enviamos por correo electrónico, a la dirección pública de su
        perfil, con un enlace para aceptarla. Si nadie la acepta a tiempo, se la enviamos a más, un poco más lejos, y le decimos a quiénes. Antes de que alguno
        la acepte, todos ellos ven:
      </p>
      <ul>
        <li>si es una emergencia o un conflicto, y cuándo la envió;</li>
        <li>su ciudad, estado y código postal;</li>
        <li>el animal y la situación que describió;</li>
        <li>
          <strong>todas sus respuestas a las preguntas del formulario, incluidas las que escribió usted mismo</strong>, como el lugar exacto donde está el
          animal;
        </li>
        <li>las fotos del animal que agregó, si las hay;</li>
        <li>para una emergencia, la donación que prometió, si la hay.</li>
      </ul>
      <p>
        No ven su nombre, su dirección, su número de teléfono ni su correo electrónico, y el correo a un perfil sin cuenta nunca los incluye. Como todos los
        proveedores que coinciden leen su descripción y sus respuestas, le pedimos que no escriba en ellas su dirección, su teléfono ni su correo electrónico.
      </p>
      <h3>Fotos del animal</h3>
      <p>
        Sus fotos las ven usted y los proveedores a quienes se envió su solicitud, y quedan con la solicitud para el proveedor que la acepta. Los ayudantes, el
        equipo de campo y nuestros administradores no las ven. El correo que le avisa a un proveedor de su solicitud trae enlaces a ellas, que solo se abren
        cuando ese proveedor inicia sesión; un perfil sin cuenta las ve en la página a la que lleva su correo.
      </p>
      <h3>El proveedor que la acepta</h3>
      <p>
        El proveedor que acepta su solicitud ve además su nombre, su dirección (si la dio), su número de teléfono y su correo electrónico, para poder
        comunicarse con usted. Nosotros le enviamos por correo electrónico el nombre de ese proveedor y el teléfono, el correo electrónico y el sitio web de su
        perfil.
      </p>
      <h3>El equipo de campo de su estado</h3>
      <p>
        Los miembros del equipo de campo son voluntarios que nuestros administradores agregan para un estado, para recoger animales y llevarlos a los
        rehabilitadores. Cuando un rehabilitador acepta una emergencia, el equipo de campo de ese estado ve su nombre, su dirección y su número de teléfono,
        junto con el animal, la situación, su ciudad y código postal, y el nombre y el teléfono del rehabilitador. No ven su correo electrónico ni sus
        respuestas a las preguntas, y no ven nada de los conflictos.
      </p>
      <h3>Los ayudantes de su estado</h3>
      <p>
        Los ayudantes son voluntarios aprobados que ofrecen transporte, suministros o un espacio de cuidado temporal. En una emergencia abierta enviada en los
        últimos 30 días, los ayudantes que eligieron su estado ven su ciudad, estado y código postal, el animal, la situación que describió, cuándo la envió y
        el nombre del proveedor que la aceptó. Nunca ven su nombre, su dirección, su número de teléfono, su correo electrónico, sus respuestas a las preguntas
        ni una promesa de donación, y no ven nada de los conflictos.
      </p>
      <p>
        Si un ayudante ofrece ayuda en su solicitud, usted ve su nombre, su correo electrónico y su mensaje en su panel, y también los ve el proveedor que
        aceptó su solicitud, para que puedan comunicarse entre ustedes. A los ayudantes se les avisa de esto antes de que envíen una oferta.
      </p>
      <h3>Calificaciones</h3>
      <p>
        La calificación y el comentario que usted le da a un proveedor se muestran a ese proveedor y a nuestros administradores, con el animal, la ciudad y la
        fecha de la solicitud, pero sin su nombre.
      </p>
      <h3>Nuestros administradores</h3>
      <p>
        Para operar el servicio, nuestros administradores ven las cuentas (nombre, correo electrónico y función), las solicitudes de voluntariado, las
        solicitudes de administración de perfiles con los datos enviados para la verificación, las calificaciones y un registro de las decisiones tomadas en el
        sitio.
      </p>
      <h3>Otros</h3>
      <ul>
        <li>
          <strong>Proveedores de servicios</strong> que alojan y operan nuestros sistemas pueden procesar datos por cuenta nuestra, con la obligación de
          mantenerlos confidenciales y seguros.
        </li>
        <li>
          <strong>La ley.</strong> Podemos divulgar información cuando la ley lo exija, o para proteger la seguridad de alguien.
        </li>
      </ul>
      <p>
        Los proveedores son independientes de {SITE.name}. Una vez que un proveedor tiene sus datos de contacto, también se aplican sus propias prácticas de
        privacidad.
      </p>
    </section>
  );
}
