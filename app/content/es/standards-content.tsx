import { Link } from '../../components/link.tsx';
import { StandardsLevelName } from '../../components/standards-level-name.tsx';
import { SITE } from '../../../common/site';

// The Spanish twin of ../standards-content.tsx (docs/decisions/035). The levels' names are the
// badges', stored rows that administrators edit (decision 039).

export function StandardsContentEs() {
  return (
    <>
      <section>
        <h2>Por qué importan los estándares</h2>
        <p>
          Cuando un animal silvestre se mete en su casa, usted quiere que salga, y quiere que se haga de forma segura y humanitaria. Los operadores de control
          de fauna trabajan de maneras muy distintas. Algunos sellan los puntos de entrada y dejan que el animal se vaya por su cuenta. Otros atrapan y matan
          por costumbre, o cierran un techo mientras todavía hay crías adentro.
        </p>
        <p>
          Cada operador de control de fauna en {SITE.name} muestra uno de tres niveles de estándares, para que usted vea de un vistazo a qué se ha comprometido.
          Los operadores fijan sus propias tarifas y {SITE.name} no cobra comisión, así que el nivel refleja su forma de trabajar, no un pago.
        </p>
      </section>

      <section>
        <h2>Los tres niveles de estándares</h2>
        <p>Cada nivel aparece como una insignia en el perfil del operador, para que pueda comparar operadores antes de elegir.</p>

        <h3>
          <StandardsLevelName level="basic" />
        </h3>
        <p>
          El operador aparece en el directorio, pero no ha asumido ningún compromiso de estándares. Los perfiles básicos le ayudan a saber quién trabaja en su
          zona. Pregúnteles directamente cómo trabajan antes de aceptar nada.
        </p>
        <p>
          <strong>Qué puede esperar:</strong> datos de contacto y zona de servicio. No se promete nada más sobre los métodos.
        </p>

        <h3>
          <StandardsLevelName level="association" />
        </h3>
        <p>
          El operador cumple el estándar de práctica de una asociación nacional de operadores de control de fauna. Esos estándares abarcan la conducta
          profesional, el trato honesto con los clientes y el cumplimiento de las leyes de fauna silvestre.
        </p>
        <p>
          <strong>Qué puede esperar:</strong> un profesional que trabaja según un estándar reconocido del sector y cumple la ley.
        </p>

        <h3>
          <StandardsLevelName level="certified" />
        </h3>
        <p>Este es nuestro nivel más alto. El operador tiene una certificación en prácticas humanitarias y se compromete a:</p>
        <ul>
          <li>
            <strong>Impedir la entrada primero.</strong> Encontrar y sellar los puntos de entrada, y usar puertas de una sola vía para que los animales salgan
            por su cuenta y no puedan volver.
          </li>
          <li>
            <strong>No usar métodos letales,</strong> salvo cuando la ley lo exija.
          </li>
          <li>
            <strong>Revisar en temporada de crías.</strong> Buscar crías antes de cerrar cualquier punto de entrada, para que ninguna quede encerrada ni
            separada de su madre.
          </li>
        </ul>
        <p>
          <strong>Qué puede esperar:</strong> un plan que elimina la causa del problema y mantiene unidas a las familias de animales.
        </p>
      </section>

      <section>
        <h2>Cómo verificamos a los operadores</h2>
        <p>Un operador debe completar tres pasos antes de que aparezca una insignia de estándares en su perfil.</p>
        <ol>
          <li>
            <strong>Revisión de documentos.</strong> Revisamos los permisos, licencias y seguros que el operador sube con su perfil.
          </li>
          <li>
            <strong>Verificación de estándares.</strong> Nuestro personal comprueba que el operador cumple el nivel que solicitó.
          </li>
          <li>
            <strong>Aprobación.</strong> El operador queda aprobado y la insignia aparece en su perfil. La supervisión continúa mientras siga en el directorio.
          </li>
        </ol>
        <p>Los rehabilitadores de fauna silvestre pasan por la misma verificación de tres pasos.</p>
      </section>

      <section>
        <h2>Seguimiento continuo de los comentarios</h2>
        <p>
          Una insignia no es un premio que se da una sola vez. Cuando termina una solicitud, quien pidió ayuda puede calificar desde su panel al proveedor que
          la aceptó. Nuestro personal sigue de cerca esos comentarios. Si muestran que un proveedor no trabaja según el estándar al que se comprometió, le damos
          seguimiento, y podemos bajarlo de nivel o quitar su perfil.
        </p>
        <p>Su calificación ayuda a la próxima persona. Tómese un minuto para dejarla cuando termine su solicitud.</p>
      </section>

      <section>
        <h2>Para operadores: cómo subir de nivel</h2>
        <p>
          Si tiene una empresa de control de fauna, puede solicitar la administración de su perfil existente, o crear uno, en{' '}
          <Link to="/claim-listing">Solicitar la administración de un perfil o crear uno</Link>. Luego suba sus permisos, licencias y comprobante de seguro
          (PDF, JPEG o PNG) en esa página, o más adelante en la página de su perfil, donde también puede solicitar un nivel de estándares más alto. Nuestro
          personal revisa cada nuevo compromiso antes de que cambie su insignia. Los niveles más altos implican más compromisos. No hay comisión en ningún
          nivel.
        </p>
      </section>

      <section>
        <h2>Cómo contratar a un operador: consejos para quien pide ayuda</h2>
        <ul>
          <li>
            <strong>Pida una evaluación y una cotización por escrito.</strong> Deben decir cuál es el problema, qué trabajo se hará, cuánto costará y cómo se
            paga.
          </li>
          <li>
            <strong>Pregunte por la exclusión.</strong> ¿Encontrarán y sellarán todos los puntos de entrada? ¿Usan puertas de una sola vía? ¿Las reparaciones
            tienen garantía?
          </li>
          <li>
            <strong>Pregunte por las crías.</strong> En primavera y verano, muchos animales en áticos y chimeneas son madres con crías. Pregunte cómo revisan si
            hay crías y qué hacen si las encuentran.
          </li>
          <li>
            <strong>Pregunte qué pasará con el animal.</strong> Si le proponen atraparlo, pregunte por qué y adónde irá el animal.
          </li>
          <li>
            <strong>Tómese su tiempo.</strong> No está obligado a aceptar una cotización. Puede hacer preguntas, comparar operadores o decir que no.
          </li>
        </ul>
        <p>
          El pago es entre usted y el operador. {SITE.name} no se queda con ninguna parte. Si un animal mordió o rasguñó a una persona, llame primero a un
          médico o al departamento de salud de su localidad.
        </p>
      </section>

      <section>
        <h2>¿Listo para pedir ayuda?</h2>
        <ul>
          <li>
            <Link to="/find-help?type=conflict">Buscar un operador de control de fauna humanitario</Link>
          </li>
          <li>
            <Link to="/find-help">Pedir ayuda ahora</Link>
          </li>
        </ul>
      </section>
    </>
  );
}
