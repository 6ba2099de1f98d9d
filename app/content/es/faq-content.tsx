import { Link } from '../../components/link.tsx';
import { MAX_DOCUMENT_SIZE_LABEL, MAX_DOCUMENTS_PER_LISTING } from '../../../common/listing-documents.ts';
import { SITE } from '../../../common/site.ts';
import { ContactEmail } from '../../components/contact-email.tsx';
import { FaqTopics, type FaqTopic } from '../faq-content.tsx';

// The Spanish twin of ../faq-content.tsx (docs/decisions/035): the same questions and answers;
// keep the two, and ./provider-resources-content.tsx, in step.

const topics = (radiusMiles: number): FaqTopic[] => [
  {
    title: 'Solicitudes',
    questions: [
      {
        question: '¿Cómo me llegan las solicitudes?',
        answer: (
          <>
            Una persona llena el formulario de <Link to="/find-help">Buscar ayuda</Link>. Las emergencias van a los rehabilitadores y los conflictos a los
            operadores de control de fauna, cuando el perfil atiende a ese animal y está a menos de {radiusMiles} millas de la ubicación de la persona
            (calculada a partir de su dirección o su código postal). Si usted administra su perfil, y está aprobado y vinculado a su cuenta, recibe un correo
            electrónico y la solicitud aparece en su <Link to="/provider-dashboard">panel de proveedor</Link>. Si su perfil tiene un correo electrónico pero
            ninguna cuenta lo administra, les enviamos la solicitud por correo a los pocos perfiles así más cercanos, con un enlace para aceptarla sin cuenta,
            como máximo 10 al día. Ese correo nunca incluye el nombre, la dirección, el teléfono ni el correo de la persona: solo quien acepta la solicitud los
            recibe. Cada uno de esos correos trae un enlace que los detiene de inmediato; solo el proveedor del perfil o nuestro personal pueden volver a
            activarlos. Si nadie acepta una solicitud a tiempo, se la enviamos a más proveedores, un poco más lejos.
          </>
        ),
      },
      {
        question: '¿Por qué no recibo solicitudes?',
        answer: (
          <>
            Revise que su perfil esté aprobado (su panel se lo indica si todavía está pendiente de verificación), que su lista de animales incluya los animales
            que usted atiende y que su dirección sea correcta, porque la distancia se mide desde ella. También puede ser que simplemente todavía no haya
            solicitudes cerca de usted.
          </>
        ),
      },
      {
        question: '¿Qué puedo ver antes de aceptar una solicitud?',
        answer: (
          <>
            El tipo de solicitud, la ciudad, el estado y el código postal, el animal, la situación, las respuestas a las preguntas del formulario, las fotos del
            animal que la persona agregó (hasta tres) y, en las emergencias, la donación prometida, si la hay. Nunca el nombre, la dirección, el teléfono ni el
            correo electrónico de la persona antes de que usted acepte.
          </>
        ),
      },
      {
        question: '¿Qué pasa cuando acepto?',
        answer: (
          <>
            La solicitud se le asigna a usted, el nombre, la dirección (si la dio), el teléfono y el correo electrónico de la persona aparecen en la solicitud,
            y le enviamos un correo a la persona para decirle que usted aceptó, con el teléfono, el correo electrónico y el sitio web de su perfil. En una
            emergencia, el equipo de campo de ese estado también ve la dirección y el teléfono de la persona, y su nombre y su teléfono, para ayudar a recoger
            al animal. Comuníquese con la persona lo antes posible.
          </>
        ),
      },
      {
        question: '¿Pueden dos proveedores aceptar la misma solicitud?',
        answer: 'No. Solo un proveedor puede aceptar una solicitud. Cuando otro proveedor ya la aceptó, deja de estar abierta para usted.',
      },
      {
        question: '¿Y si no puedo ayudar?',
        answer: 'Rechace la solicitud. Puede agregar una nota breve, por ejemplo el motivo. La solicitud sigue abierta para otros proveedores.',
      },
    ],
  },
  {
    title: 'Su perfil',
    questions: [
      {
        question: '¿Cómo solicito la administración de mi perfil, o creo uno?',
        answer: (
          <>
            Vaya a <Link to="/claim-listing">Solicitar la administración de un perfil o crear uno</Link>. Busque su organización o empresa y solicite la
            administración de su perfil, o cree un perfil nuevo si no aparece.
          </>
        ),
      },
      {
        question: '¿Por qué mi perfil dice que está pendiente de verificación?',
        answer: (
          <>
            Cada perfil, sea uno cuya administración solicitó o uno nuevo, se revisa antes de recibir solicitudes: revisamos los documentos que sube, nuestro
            personal verifica sus estándares y un administrador aprueba el perfil. Mientras tanto aparece como pendiente de verificación.
          </>
        ),
      },
      {
        question: '¿Cómo envío mis permisos, licencias y seguro?',
        answer: (
          <>
            Súbalos en <Link to="/claim-listing">Solicitar la administración de un perfil o crear uno</Link> justo después de solicitar la administración de su
            perfil o de crearlo, y más adelante en Documentos de verificación, en la página de su perfil. Cada uno puede ser un PDF, JPEG o PNG de hasta{' '}
            {MAX_DOCUMENT_SIZE_LABEL}, y un perfil puede tener hasta {MAX_DOCUMENTS_PER_LISTING}. Solo usted y nuestros administradores pueden abrirlos, y puede
            eliminar cualquiera en cualquier momento.
          </>
        ),
      },
      {
        question: '¿Qué debo mantener al día?',
        answer: (
          <>
            Sus servicios, los animales que acepta, sus días y horarios, su teléfono y su sitio web. La lista de animales decide qué solicitudes le llegan, y su
            teléfono y su sitio web se le envían a la persona cuando usted acepta. Si no puede cambiar algún dato usted mismo, escriba a{' '}
            <ContactEmail audience="providers" />.
          </>
        ),
      },
      {
        question: '¿Qué significan los niveles de estándares?',
        answer: (
          <>
            Los operadores de control de fauna muestran uno de tres niveles: Perfil básico (sin compromiso de estándares), Estándar de la asociación nacional de
            operadores de control y Certificación en prácticas humanitarias (el más alto). Si su nivel cambia, lo verificamos de nuevo antes de cambiar su
            insignia. Vea <Link to="/standards">estándares y verificación</Link>.
          </>
        ),
      },
    ],
  },
  {
    title: 'Tarifas y donaciones',
    questions: [
      {
        question: '¿Los rehabilitadores cobran por su ayuda?',
        answer: (
          <>
            No. Los rehabilitadores no le cobran al público y dependen de donaciones. Una persona con una emergencia puede prometer una donación en el
            formulario. Es solo una promesa: {SITE.name} no cobra nada.
          </>
        ),
      },
      {
        question: '¿Cómo se les paga a los operadores de control de fauna?',
        answer: (
          <>
            Usted fija sus propias tarifas. Antes de empezar el trabajo, dele a la persona una evaluación, una cotización y sus condiciones de pago. La persona
            no está obligada a aceptar, y el pago es entre usted y ella.
          </>
        ),
      },
      {
        question: `¿${SITE.name} cobra comisión?`,
        answer: `No. ${SITE.name} no cobra comisión ni a los proveedores ni a las personas que piden ayuda.`,
      },
    ],
  },
  {
    title: 'Trabajar de forma segura y dentro de la ley',
    questions: [
      {
        question: '¿Qué permisos necesita un rehabilitador?',
        answer: (
          <>
            La mayoría de los estados exigen un permiso estatal, y algunas especies necesitan además permisos federales. La mayoría de las aves nativas están
            protegidas por la ley federal, así que cuidarlas requiere un permiso federal de rehabilitación de aves migratorias, además del permiso estatal.
            Pregunte a la agencia de fauna silvestre de su estado qué se aplica en su caso.
          </>
        ),
      },
      {
        question: '¿Quién puede manejar especies que transmiten la rabia?',
        answer:
          'Los mapaches, zorrillos, zorros, murciélagos, coyotes y marmotas pueden transmitir la rabia. Solo deben manejarlos personas que hayan recibido la vacuna antirrábica preventiva y cuyos permisos lo autoricen. Al público le decimos que nunca maneje uno adulto, ni siquiera con guantes: que solo mantenga alejadas a las personas y a las mascotas, que lo encierre a distancia si puede (cerrando una puerta, por ejemplo) y que pida ayuda.',
      },
      {
        question: '¿Puedo reubicar un animal que atrapé?',
        answer: (
          <>
            Muchos estados limitan o prohíben trasladar fauna silvestre atrapada, y algunas especies tienen reglas adicionales. Donde la ley no lo permita, no
            lo reubique. Consulte con la agencia de fauna silvestre de su estado, y prefiera la exclusión con puertas de una sola vía, después de revisar si hay
            crías dependientes en la temporada de nacimientos.
          </>
        ),
      },
    ],
  },
  {
    title: 'Sobre el servicio',
    questions: [
      {
        question: `¿${SITE.name} es un servicio de emergencias?`,
        answer: `No. ${SITE.name} pone en contacto a las personas con los proveedores. No promete que haya un proveedor disponible, qué tan rápido responderá ni el resultado.`,
      },
      {
        question: '¿Qué les dicen a las personas que piden ayuda?',
        answer: (
          <>
            Nuestra guía <Link to="/help-guide">Cómo usar Wildline</Link> explica qué hacer mientras esperan. Puede serle útil compartirla.
          </>
        ),
      },
      {
        question: '¿Dónde encuentro más detalles?',
        answer: (
          <>
            <Link to="/provider-resources">Recursos para proveedores</Link> trata todo esto con más detalle. Si tiene preguntas que no hemos contestado, escriba
            a <ContactEmail audience="providers" />.
          </>
        ),
      },
    ],
  },
];

export function FaqContentEs({ radiusMiles }: { radiusMiles: number }) {
  return <FaqTopics topics={topics(radiusMiles)} />;
}
