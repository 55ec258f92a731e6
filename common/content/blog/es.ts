import type { BlogPost } from "./types";

export const posts: BlogPost[] = [
  {
    id: "1",
    slug: "how-to-get-started-with-chatgpt",
    title: "Cómo empezar con ChatGPT: guía para principiantes",
    excerpt:
      "¿Nunca has usado un asistente de chat con IA? Aprende a configurar ChatGPT, escribir instrucciones claras, seguir la conversación para afinar las respuestas y evitar los errores más comunes.",
    image: "/images/blog/chatgpt-getting-started.webp",
    imageAlt:
      "Ilustración abstracta de burbujas de chat y un indicador de escritura sobre un degradado de añil a morado",
    publishDate: "2025-01-14",
    readTime: "5 min de lectura",
    content: `ChatGPT es un asistente de chat: escribes una pregunta o una petición con tus propias palabras y te responde por escrito. Puede ayudarte a redactar un correo, explicarte un tema complicado, organizar un viaje, darte ideas para un regalo o resumir un artículo largo. No necesitas conocimientos técnicos. Si sabes enviar un mensaje, sabes usar un asistente de chat.

Esta guía te acompaña en tus primeros pasos con ChatGPT. Las mismas ideas sirven para otros asistentes de chat, como Claude, Gemini o Microsoft Copilot.

## Paso 1: crea una cuenta

1. Abre la web oficial de ChatGPT en tu navegador o descarga la app oficial de ChatGPT desde la tienda de aplicaciones de tu móvil. Cuidado con las imitaciones: hay apps con nombres muy parecidos.
2. Elige **Registrarse** y crea una cuenta con tu correo electrónico, o entra con una cuenta de Google, Microsoft o Apple que ya tengas.
3. Si te lo piden, verifica tu correo y sigue los breves pasos de configuración.

Hay un plan gratuito y es más que suficiente para aprender. Los planes de pago añaden funciones y límites de uso más altos, pero no los necesitas para empezar.

## Paso 2: conoce la pantalla

La pantalla es sencilla en cuanto sabes qué estás mirando:

- **El cuadro de mensaje**, abajo, es donde escribes. Pulsa Intro o el botón de enviar.
- **La zona de conversación**, en el centro, muestra tus mensajes y las respuestas.
- **La barra lateral** recoge tus chats anteriores para que puedas volver a ellos. Pulsa **Nuevo chat** para empezar una conversación nueva sobre otro tema.
- **Los botones adicionales** junto al cuadro de mensaje suelen permitir adjuntar un archivo o una foto, o hablar en lugar de escribir.
- **La configuración**, en el icono de tu perfil, te permite gestionar tus datos, controlar el historial de chats y ajustar cómo responde el asistente.

Cada chat recuerda lo que se ha dicho antes en esa conversación, así que puedes ir afinando a partir de las respuestas anteriores. Un chat nuevo empieza de cero.

## Paso 3: escribe buenas instrucciones

El mensaje que envías se llama **instrucción** (en inglés, prompt). Cuanto más clara sea la instrucción, mejor será la respuesta. Una forma fácil de recordar qué incluir es pensar en cuatro partes:

- **Rol:** quién quieres que sea el asistente, por ejemplo «una entrenadora personal amable» o «un profesor de matemáticas paciente».
- **Contexto:** la información de fondo que necesita, como quién eres, para quién es el resultado y qué límites hay.
- **Tarea:** qué quieres exactamente que haga.
- **Formato:** cómo debe ser la respuesta, por ejemplo una lista, un párrafo corto, una tabla o un plan paso a paso.

No hace falta incluir las cuatro siempre, pero con una o dos ya se nota mucho. Compara estas dos instrucciones:

- **Vaga:** «Escribe sobre ejercicio».
- **Clara:** «Eres una entrenadora personal amable. Tengo 45 años, paso todo el día sentado en una oficina y nunca he hecho ejercicio con regularidad. Propón una rutina de 15 minutos que pueda hacer en casa sin material. Preséntala como una lista numerada con una frase por ejercicio».

La segunda instrucción incluye las cuatro partes, así que la respuesta será mucho más útil.

## Instrucciones de ejemplo para probar

Copia cualquiera de estas, cambia los detalles para que encajen con tu vida y mira qué pasa:

1. **Escribir un correo:** «Ayúdame a escribir un correo educado a mi casero para preguntarle cuándo van a arreglar la calefacción. Menos de 100 palabras, amable pero firme».
2. **Explicar algo:** «Explícame cómo funciona el historial crediticio como si no supiera nada del tema. Usa un ejemplo sencillo de la vida diaria y evita los tecnicismos».
3. **Planificar una comida:** «Tengo pollo, arroz, espinacas y ajo. Propón tres cenas fáciles que se hagan en menos de 30 minutos, con pasos breves».
4. **Planificar un viaje:** «Voy a pasar un fin de semana en Barcelona con dos niños de 8 y 11 años. Propón un plan tranquilo de dos días con alternativas bajo techo por si llueve».
5. **Aprender algo:** «Haz de profesor de inglés paciente. Enséñame diez frases útiles para pedir en un restaurante, con una guía sencilla de pronunciación para cada una».
6. **Generar ideas:** «Dame diez ideas de regalos asequibles para una compañera de trabajo a la que le encantan la jardinería y el café».
7. **Resumir:** «Resume el siguiente artículo en cinco puntos para alguien con prisa», y después pega el texto.

## Sigue la conversación

La primera respuesta casi nunca es la definitiva. La verdadera fuerza de un asistente de chat es que puedes seguir hablando con él. Prueba a responderle con mensajes como estos:

- «Hazlo más corto».
- «Usa un tono más informal».
- «Explica el paso 3 con más detalle».
- «Dame cinco opciones más».
- «¿Por qué me sugieres eso?»
- «Ahora conviértelo en una lista de comprobación».

Si una respuesta no da en el clavo, di qué falla, por ejemplo: «Es demasiado formal. Le escribo a un buen amigo». No hace falta empezar de nuevo.

## Conoce sus límites

Los asistentes de chat son impresionantes, pero no son perfectos. Ten en cuenta lo siguiente:

- **Puede equivocarse.** ChatGPT a veces afirma datos incorrectos con total seguridad, e incluso puede inventarse fuentes, citas o estadísticas. A esto se le suele llamar «alucinación».
- **Comprueba los datos importantes.** Si se trata de salud, dinero, asuntos legales o trabajos de clase, contrasta la respuesta con fuentes fiables o con un profesional cualificado.
- **Su conocimiento tiene límites.** Puede que no sepa nada de acontecimientos recientes si no puede buscar en internet, y puede malinterpretar preguntas poco habituales.
- **No pegues datos privados.** Evita compartir contraseñas, datos bancarios, números de documento, historiales médicos o documentos confidenciales del trabajo. Revisa la configuración para ver cómo se guardan y se usan tus conversaciones.
- **No te entiende de verdad.** Genera textos que suenan convincentes a partir de patrones que ha aprendido. No tiene experiencia personal y no puede sustituir el criterio humano.

## Consejos para obtener mejores resultados

- **Da detalles.** Incluye nombres, cifras, destinatarios y extensión siempre que puedas.
- **Pon ejemplos.** Si quieres un estilo determinado, pega un fragmento corto y di «escríbelo así».
- **Pide pasos.** En problemas complicados, pedirle que «vaya paso a paso» o que «explique su razonamiento» suele dar respuestas más claras.
- **Deja que te pregunte.** Prueba a añadir: «Antes de responder, hazme las preguntas que necesites». Así puede completar los detalles que faltan.
- **Experimenta.** No hay una forma incorrecta de preguntar. Si una formulación no funciona, cámbiala y vuelve a intentarlo.

## Tu siguiente paso

La mejor manera de aprender es probar. Elige una tarea pequeña y real de tu día a día, como un correo que llevas tiempo aplazando o una idea para la cena de hoy, y pide ayuda a ChatGPT. Después, pídele uno o dos ajustes para mejorar la respuesta. En pocos minutos verás cuánto tiempo puede ahorrarte un asistente de chat y podrás explorar más herramientas de IA con confianza.`,
  },
  {
    id: "2",
    slug: "what-is-ai-demystifying-artificial-intelligence",
    title: "¿Qué es la IA? La inteligencia artificial, sin misterios",
    excerpt:
      "Una introducción sencilla a la inteligencia artificial: qué es, cómo aprende, dónde la usas ya y cómo empezar a explorarla por tu cuenta.",
    image: "/images/blog/what-is-ai.webp",
    imageAlt: "Ilustración abstracta de nodos luminosos conectados que forman una red parecida a un cerebro",
    publishDate: "2025-01-14",
    readTime: "4 min de lectura",
    content: `La inteligencia artificial, o IA, puede sonar a ciencia ficción: robots que hablan, máquinas que piensan y acaban dominando el mundo. La realidad es mucho más cotidiana. Seguramente hoy ya has usado la IA varias veces sin darte cuenta. Esta guía explica con palabras sencillas qué es la IA, cómo funciona y cómo puedes empezar a usarla.

## ¿Qué es la IA, en pocas palabras?

La **inteligencia artificial** es la tecnología que permite a las máquinas hacer tareas que normalmente requieren inteligencia humana, como entender el lenguaje, reconocer imágenes, hacer predicciones o tomar decisiones.

El software tradicional sigue reglas exactas que escribe un programador: «si pasa esto, haz aquello». La mayor parte de la IA moderna funciona de otra manera. En lugar de depender solo de reglas escritas a mano, **aprende patrones a partir de ejemplos**. Por eso se le dan bien las tareas complicadas del mundo real en las que sería imposible prever cada regla, como distinguir un gato de un perro en una foto.

## Cómo aprende una máquina a partir de ejemplos

La mayor parte de la IA actual se basa en el **aprendizaje automático**. Esta es la idea básica, con un filtro de correo basura como ejemplo:

1. **Reunir ejemplos.** Se recopilan miles de correos que la gente ya ha marcado como «spam» o «no spam».
2. **Entrenar el modelo.** El sistema estudia los ejemplos y encuentra patrones, como ciertas palabras, enlaces sospechosos o remitentes extraños que aparecen a menudo en el spam. Lo que aprende se llama **modelo**.
3. **Probarlo.** Se comprueba qué tal funciona con correos que no ha visto nunca.
4. **Usarlo y mejorarlo.** Se pone a funcionar en bandejas de entrada reales. Cuando la gente marca mensajes como spam, esa información le ayuda a mejorar con el tiempo.

Piensa en cómo aprende un niño qué es un perro. Nadie le da una definición exacta. Ve muchos perros, oye la palabra «perro» y poco a poco aprende a reconocerlos por sí mismo. El aprendizaje automático funciona de forma parecida, aunque suele necesitar muchísimos más ejemplos que un niño.

Los asistentes de chat como ChatGPT se entrenan con cantidades enormes de texto. Aprenden tan bien los patrones del lenguaje que pueden predecir qué palabras deberían venir después, y así escriben respuestas, resúmenes e historias.

## La IA que ya usas cada día

La IA funciona sin hacer ruido dentro de muchas herramientas que ya conoces:

- **El teclado del móvil** sugiere la siguiente palabra y corrige tus erratas mientras escribes.
- **Las apps de mapas** prevén el tráfico y te proponen la ruta más rápida.
- **Las recomendaciones** de las plataformas de series, música y compras adivinan qué podría interesarte, a partir de lo que te ha gustado a ti y a gente con gustos parecidos.
- **Los filtros de spam** mantienen fuera de tu bandeja de entrada la mayor parte del correo basura.
- **Los asistentes de voz** convierten lo que dices en texto y responden a peticiones como «pon un temporizador de diez minutos».
- **La búsqueda de fotos** te deja escribir «playa» o «perro» en tu app de fotos y encontrar las imágenes que coinciden, aunque nunca las hayas etiquetado.

## IA limitada frente a IA general

Toda la IA que existe hoy es **IA limitada** (también llamada «IA débil»). Cada sistema está hecho para un tipo de tarea concreto. Un programa de ajedrez puede ganar a campeones del mundo, pero no sabe conducir. Una app de traducción no puede recomendarte una película. Incluso los asistentes de chat, que parecen saber un poco de todo, siguen siendo herramientas con lagunas reales.

La **IA general**, a menudo llamada AGI por sus siglas en inglés, sería un sistema capaz de aprender y razonar en casi cualquier tarea con la flexibilidad de una persona. Todavía no existe, y los expertos no se ponen de acuerdo sobre cuándo llegará, ni siquiera sobre si llegará. Tener clara esta diferencia ayuda a leer con calma los titulares más llamativos.

## Lo que la IA no puede hacer

La IA es potente, pero tiene límites reales:

- **No entiende de verdad.** La IA encuentra patrones en los datos. No tiene sentimientos, creencias ni experiencia vital.
- **Puede equivocarse con total seguridad.** Los asistentes de chat a veces se inventan datos que suenan convincentes, así que comprueba siempre lo importante.
- **Puede aprender nuestros sesgos.** Si los ejemplos de entrenamiento son injustos o parciales, los resultados también pueden serlo.
- **Le falta sentido común.** La IA puede tropezar con situaciones que a cualquiera le parecerían obvias, sobre todo si son poco habituales.
- **No sustituye el criterio humano.** Cuando se trata de salud, dinero, asuntos legales o personas, la última palabra debe tenerla alguien sensato que asuma la responsabilidad.

## Cómo empezar a usar la IA por tu cuenta

La mejor forma de entender la IA es probarla. Aquí tienes tres puntos de partida sencillos:

1. **Prueba un asistente de chat.** Herramientas como ChatGPT, Claude o Gemini responden preguntas, explican temas y te ayudan a escribir. Empieza por algo sencillo, como «Explícame la fotosíntesis como si tuviera diez años» o «Ayúdame a escribir una felicitación de cumpleaños para mi tía».
2. **Experimenta con una herramienta de imágenes.** Basta con una descripción breve para que la IA cree una imagen. Escribe algo como «una cabaña acogedora en un bosque nevado, estilo acuarela» y mira qué aparece.
3. **Usa una herramienta de notas con IA.** Estas herramientas convierten una reunión o una clase en texto y preparan un resumen breve con tareas, para que puedas centrarte en escuchar. Avisa siempre a los demás antes de grabarlos.

Empieza poco a poco, mantén la curiosidad y una buena dosis de escepticismo. La IA es una herramienta, como una calculadora o un buscador. Cuando entiendes en qué es buena y dónde se queda corta, puedes usarla para ahorrar tiempo, aprender cosas nuevas y dar rienda suelta a tu creatividad.`,
  },
];
