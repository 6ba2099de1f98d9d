import { FIELD_TEAM_STORAGE_KEY } from '../../../common/field-team.ts';
import { SEARCH_STORAGE_KEY } from '../../../common/guide-search.ts';
import { BROWSER_STORAGE, COOKIES, StoredItems, type StoredItem } from '../privacy-cookies.tsx';

// The Spanish twin of ../privacy-cookies.tsx (docs/decisions/035): the same cookies and keys, by
// name, with what each is for and how long it lasts in Spanish. A name added there and not here
// is shown with its English text rather than left out.

const SPANISH: Record<string, Omit<StoredItem, 'name'>> = {
  'wildline.session_token': {
    purpose: 'Mantiene su sesión iniciada. Contiene una clave aleatoria de su sesión, que guardamos en nuestro servidor.',
    lifetime:
      '30 días desde la última vez que usó el sitio, y se renueva mientras lo usa; si desmarca “Recordarme” al iniciar sesión, hasta que cierre el navegador. Al cerrar sesión se elimina.',
  },
  'wildline.dont_remember': {
    purpose: 'Solo se crea cuando inicia sesión sin marcar “Recordarme”: le indica a nuestro servidor que no mantenga su sesión una vez cerrado el navegador.',
    lifetime: 'Hasta que cierre el navegador o cierre sesión.',
  },
  'wildline.two_factor': {
    purpose:
      'Solo para una cuenta con inicio de sesión en dos pasos, después de aceptar la contraseña: vincula el código que usted escribe a continuación con ese inicio de sesión.',
    lifetime: '10 minutos, o hasta que se acepte el código.',
  },
  'wildline.trust_device': {
    purpose:
      'Solo se crea si un programa que inicia sesión por nuestra interfaz de programación pide confiar en el dispositivo para el inicio de sesión en dos pasos; nuestras páginas nunca lo piden. Permite que ese navegador no tenga que escribir el código.',
    lifetime: '30 días.',
  },
  'wildline.device': {
    purpose:
      'Se crea al iniciar sesión: una clave aleatoria, firmada por nuestro servidor, que indica que este navegador ya inició sesión en su cuenta. Si alguien sigue intentando adivinar su contraseña desde otro lugar, usted puede seguir iniciando sesión desde aquí. No contiene nada sobre usted.',
    lifetime: '1 año.',
  },
  'wildline.wizard': {
    purpose:
      'Se crea al abrir Buscar ayuda: una clave aleatoria de la solicitud que está llenando, para que sus respuestas se guarden entre un paso y otro. Las respuestas se guardan en nuestro servidor, nunca en la cookie.',
    lifetime: '7 días.',
  },
  [SEARCH_STORAGE_KEY]: {
    purpose:
      'Su última búsqueda en la guía de problemas con fauna silvestre (las palabras, la categoría, el animal y el tipo), para que la guía se abra donde la dejó. Se queda en su navegador y nunca se nos envía.',
    lifetime: 'Hasta que borre los datos de su navegador para este sitio.',
  },
  'wildline-offline': {
    purpose:
      'Lo guarda el service worker de nuestro sitio para que las páginas se abran sin conexión: las páginas de la guía que abrió (hasta 60), la lista de la guía, Cómo usar Wildline, la página sin conexión, y los nombres y teléfonos de los lugares que le mostramos por última vez para llamar. Nada de lo que usted escribió ni ninguna página que ve con la sesión iniciada. Nunca se nos envía.',
    lifetime:
      'Hasta que borre los datos de su navegador para este sitio. Las páginas de la guía más antiguas se borran primero; los números se reemplazan por los siguientes que le mostremos.',
  },
  [FIELD_TEAM_STORAGE_KEY]: {
    purpose: 'Solo para miembros del equipo de campo: una copia de esa membresía en su navegador. Nuestro servidor verifica la membresía en cada página.',
    lifetime: 'Hasta que cierre sesión.',
  },
};

const inSpanish = (items: StoredItem[]) => items.map((item) => ({ ...item, ...SPANISH[item.name] }));

export function PrivacyCookiesEs() {
  const headings = ['Nombre', 'Para qué sirve', 'Cuánto dura'] as const;
  return (
    <section>
      <h2>Cookies y almacenamiento del navegador</h2>
      <p>
        Solo usamos las cookies y el almacenamiento del navegador que se indican abajo, todos propios y todos necesarios para que el sitio funcione. No usamos
        cookies de publicidad ni de análisis, ni rastreadores de terceros. En nuestro sitio seguro, los nombres de las cuatro cookies de inicio de sesión
        empiezan con <code>__Secure-</code>, lo que le indica a su navegador que solo las envíe por una conexión cifrada, y todas las cookies se envían solo de
        esa manera.
      </p>
      <StoredItems caption="Cookies" items={inSpanish(COOKIES)} headings={headings} />
      <StoredItems
        caption="Almacenamiento del navegador (local storage y la copia para usar sin conexión)"
        items={inSpanish(BROWSER_STORAGE)}
        headings={headings}
      />
    </section>
  );
}
