// Los artículos en español de la redacción de demostración. Las empresas y los
// productos de los titulares son ficticios; las fuentes (outboundSources.ts) son
// reales. Las secciones 0 y 3 de cada tema llevan un h3, la 1 una lista y la 2
// una cita.
import type { ArticleTexts } from '../textTypes.ts';

export const ES_ARTICLES: ArticleTexts = {
  'language-models': {
    keywords: ['modelos de lenguaje', 'LLM', 'razonamiento', 'entrenamiento', 'tokens'],
    headlines: [
      { title: 'Lumen Labs presenta Aurora 3, un modelo de lenguaje que razona en menos pasos', subtitle: 'El nuevo modelo cambia tamaño por una receta de entrenamiento más inteligente, y las primeras pruebas lo sitúan a la altura de sistemas mucho mayores.' },
      { title: 'Ventanas de contexto de un millón de tokens: así cambian nuestra forma de usar los chatbots', subtitle: 'Meter en una sola consulta todo un repositorio de código o un archivo jurídico ya es habitual; lo difícil es que el modelo aproveche de verdad todo ese texto.' },
      { title: 'Los modelos de lenguaje pequeños conquistan a las empresas sin hacer ruido', subtitle: 'Los modelos compactos que funcionan en un portátil o un móvil son más baratos, más rápidos y más fáciles de controlar.' },
      { title: 'Qué aprende realmente un modelo de lenguaje durante el entrenamiento', subtitle: 'Predecir la palabra siguiente parece trivial, pero las capacidades que surgen de ello no lo son en absoluto.' },
    ],
    lead: 'Detrás de cada chatbot hay un modelo de lenguaje entrenado con cantidades ingentes de texto, y la manera de construir estos sistemas está cambiando deprisa: menos fuerza bruta, datos mejor escogidos y un uso más astuto de la capacidad de cálculo en el momento en que el modelo responde.',
    sections: [
      {
        heading: 'De más grande a más listo',
        paragraphs: [
          'Durante años, el progreso siguió una regla sencilla: más parámetros, más datos, más cómputo. Las llamadas leyes de escala describían ese equilibrio con una precisión sorprendente y empujaron a los laboratorios a construir sistemas cada vez mayores.',
          'Hoy el panorama tiene más matices. Los investigadores han demostrado que muchos modelos estaban poco entrenados para su tamaño y que una red más pequeña, alimentada con datos mejor elegidos, puede igualar a una gigantesca por una fracción del coste.',
        ],
        subsection: {
          heading: 'Pensar antes de responder',
          paragraphs: [
            'El truco más reciente consiste en dedicar más cómputo cuando llega la pregunta. En lugar de contestar al instante, el modelo escribe pasos intermedios, los comprueba y solo entonces se decide, algo que ayuda sobre todo en matemáticas, programación y planificación.',
          ],
        },
      },
      {
        heading: 'Qué cambia para los usuarios',
        paragraphs: [
          'Para quienes usan estas herramientas a diario, los cambios son concretos: respuestas con un razonamiento visible, documentos largos procesados de una vez y un coste por consulta que no deja de bajar.',
          'También hay contrapartidas. Razonar más significa responder más despacio, y los pasos que se muestran no siempre reflejan con fidelidad cómo llegó el modelo a su conclusión.',
        ],
        list: [
          'Más contexto: informes, contratos o proyectos de software completos en una sola consulta.',
          'Precios más bajos: a igual calidad, el coste se ha desplomado en dos años.',
          'Uso de herramientas: modelos que consultan por su cuenta una calculadora, un buscador o una base de datos.',
          'Despliegue local: versiones compactas que funcionan sin enviar datos a la nube.',
        ],
      },
      {
        heading: 'El debate entre investigadores',
        paragraphs: [
          'No todo el mundo está convencido de que mejores puntuaciones signifiquen una comprensión más profunda. Los críticos recuerdan que los modelos aún cometen errores elementales cuando un problema conocido se plantea de forma distinta.',
          'Sus defensores responden que a las personas les pasa lo mismo y que la pregunta útil no es si un modelo entiende, sino si es lo bastante fiable para una tarea concreta.',
        ],
        quote: {
          text: 'Hemos aprendido a medir lo que estos modelos saben hacer mucho más deprisa de lo que hemos aprendido a explicar por qué pueden hacerlo.',
          source: 'Una investigadora en aprendizaje automático de una universidad española',
        },
      },
      {
        heading: 'Los datos, el ingrediente escaso',
        paragraphs: [
          'El texto de calidad disponible en la web es finito, y los mayores entrenamientos se acercan a ese límite. Los laboratorios recurren a archivos con licencia, audio transcrito y datos sintéticos generados por otros modelos.',
          'Los datos sintéticos son potentes pero arriesgados: un modelo entrenado en exceso con lo que él mismo produce puede perder diversidad y amplificar sus errores generación tras generación.',
        ],
        subsection: {
          heading: 'Calidad antes que cantidad',
          paragraphs: [
            'El filtrado se ha convertido en una disciplina propia. Eliminar duplicados, spam y páginas de baja calidad mejora a menudo un modelo más que añadir miles de millones de palabras.',
          ],
        },
      },
      {
        heading: 'Preguntas abiertas',
        paragraphs: [
          'El consumo energético, los derechos de autor y la concentración del poder de cómputo en pocas empresas siguen sin resolverse. Cada nueva generación de modelos hace estas cuestiones más urgentes, no menos.',
          'Lo que parece claro es que la época en la que bastaba con hacer modelos más grandes da paso a un panorama más variado, donde la eficiencia y la especialización cuentan tanto como el tamaño.',
        ],
      },
    ],
    captions: [
      'Cada respuesta de un chatbot se calcula palabra a palabra, en servidores que funcionan día y noche.',
      'Los modelos de lenguaje convierten el texto en secuencias de números antes de predecir lo que viene después.',
    ],
  },

  multimodal: {
    keywords: ['visión artificial', 'IA multimodal', 'generación de imágenes', 'generación de vídeo', 'modelos de difusión'],
    headlines: [
      { title: 'Drones y cámaras que detectan enfermedades de los cultivos antes que los agricultores', subtitle: 'Modelos de visión entrenados con millones de imágenes de hojas permiten actuar días antes de que una plaga sea visible a simple vista.' },
      { title: 'Los modelos multimodales ya leen gráficos, tiques y notas escritas a mano', subtitle: 'Los sistemas que combinan visión y lenguaje convierten documentos desordenados en datos estructurados con una precisión sorprendente.' },
      { title: 'La generación de vídeo da un salto: clips de un minuto con personajes coherentes', subtitle: 'Los últimos modelos de difusión mantienen rostros, luz y movimiento coherentes entre planos, lo que abre puertas a los estudios y plantea nuevas preguntas.' },
      { title: 'Marcas de agua invisibles y credenciales de contenido: la carrera por etiquetar las imágenes de IA', subtitle: 'Los estándares de procedencia se extienden a cámaras, programas de edición y plataformas, pero borrar los metadatos sigue siendo fácil.' },
    ],
    lead: 'La inteligencia artificial ya no trabaja solo con palabras: los mismos modelos miran fotografías, leen documentos, analizan vídeos y crean sus propias imágenes, difuminando la frontera entre entender una imagen y producirla.',
    sections: [
      {
        heading: 'Ver como un modelo',
        paragraphs: [
          'Los sistemas de visión modernos dividen una imagen en pequeños fragmentos y los procesan como un modelo de lenguaje procesa palabras. Entrenados con enormes colecciones de fotos con pie, aprenden a relacionar lo que ven con cómo lo describen las personas.',
          'Ese vínculo entre imagen y texto es lo que los hace versátiles: el mismo modelo puede clasificar una foto, responder preguntas sobre ella o encontrar imágenes parecidas en un archivo.',
        ],
        subsection: {
          heading: 'Del laboratorio al campo',
          paragraphs: [
            'La agricultura, el control de calidad y el diagnóstico por imagen fueron de los primeros en apostar por ellos. Una cámara en un dron o en una línea de producción, unida a un buen modelo, detecta defectos o enfermedades que un ojo cansado pasaría por alto.',
          ],
        },
      },
      {
        heading: 'Qué saben hacer hoy los modelos multimodales',
        paragraphs: [
          'Las ventajas más visibles están en el papeleo cotidiano. Facturas, formularios y capturas de pantalla que antes exigían teclear los datos a mano ahora se leen y resumen automáticamente.',
          'La precisión es alta pero no perfecta, por eso la mayoría de las empresas mantiene a una persona revisando todo lo que tiene consecuencias legales o económicas.',
        ],
        list: [
          'Leer tablas y gráficos y explicar la tendencia que muestran.',
          'Extraer importes, fechas y nombres de tiques y facturas.',
          'Describir fotos para personas ciegas o con baja visión.',
          'Comparar dos versiones de un plano técnico y enumerar las diferencias.',
        ],
      },
      {
        heading: 'Crear imágenes y vídeos',
        paragraphs: [
          'Los modelos generativos trabajan en sentido contrario. Los modelos de difusión parten de un ruido aleatorio y lo refinan paso a paso hasta que surge una imagen que encaja con la descripción.',
          'El vídeo añade la dimensión del tiempo y, con ella, el reto de mantener personajes, objetos e iluminación coherentes de un fotograma a otro. Los sistemas más recientes están cerca de lograrlo.',
        ],
        quote: {
          text: 'La pregunta ya no es si un clip generado parece real, sino si alguien es capaz de decir cómo se hizo.',
          source: 'Un supervisor de efectos visuales que prueba herramientas generativas',
        },
      },
      {
        heading: 'Distinguir lo real de lo sintético',
        paragraphs: [
          'Ahora que las imágenes generadas son indistinguibles de las fotografías, la atención se ha desplazado a la procedencia. Los estándares del sector adjuntan al archivo información firmada sobre su origen y sus retoques.',
          'Las marcas de agua invisibles incrustadas en los píxeles son una segunda línea de defensa, pero ambos métodos pueden burlarse con una captura de pantalla, un recorte o una simple recompresión.',
        ],
        subsection: {
          heading: 'Por qué las etiquetas no bastan',
          paragraphs: [
            'Los expertos advierten de que el etiquetado solo funciona si las plataformas lo muestran y el público confía en él. La alfabetización mediática sigue siendo tan importante como cualquier solución técnica.',
          ],
        },
      },
      {
        heading: 'Derechos y responsabilidades',
        paragraphs: [
          'Artistas y fotógrafos impugnan el uso de sus obras para entrenar generadores de imágenes, y tribunales de varios países estudian cómo se aplican los derechos de autor.',
          'Mientras tanto, estudios, agencias de publicidad y redacciones escriben sus propias normas sobre cuándo se pueden usar imágenes sintéticas y cómo advertirlo al público.',
        ],
      },
    ],
    captions: [
      'Los modelos de visión aprenden de imágenes emparejadas con las palabras que la gente usa para describirlas.',
      'Los modelos generativos construyen una imagen paso a paso a partir de ruido aleatorio.',
    ],
  },

  research: {
    keywords: ['investigación en IA', 'artículos científicos', 'aprendizaje por refuerzo', 'recuperación de información', 'IA para la ciencia'],
    headlines: [
      { title: 'Un nuevo método de entrenamiento enseña a los modelos a aprender de sus propios errores', subtitle: 'Los investigadores describen un ciclo de autocorrección que mejora el razonamiento matemático sin datos adicionales etiquetados a mano.' },
      { title: 'Generación aumentada por recuperación, dos años después: qué dice la investigación', subtitle: 'Conectar los modelos a un índice de búsqueda reduce las respuestas inventadas, pero una oleada de estudios muestra dónde sigue fallando el método.' },
      { title: 'IA para la ciencia: los modelos que predecían la forma de las proteínas ahora diseñan otras nuevas', subtitle: 'De la predicción de estructuras al diseño generativo, el aprendizaje automático transforma la biología de laboratorio.' },
      { title: 'La revisión por pares, bajo presión ante la avalancha de artículos sobre IA', subtitle: 'Los envíos a los grandes congresos de aprendizaje automático baten récords y los revisores no dan abasto.' },
    ],
    lead: 'La investigación en aprendizaje automático avanza a un ritmo que pocas disciplinas han conocido, con miles de artículos nuevos cada mes; solo un puñado de ideas sobrevive a esa avalancha y acaba en herramientas que usan millones de personas.',
    sections: [
      {
        heading: 'Cómo funciona el nuevo método',
        paragraphs: [
          'La idea de fondo es sencilla: el modelo intenta resolver un problema, un verificador automático comprueba la respuesta y el modelo solo recibe recompensa si el resultado final es correcto. Ronda tras ronda aprende las estrategias que funcionan.',
          'Como es el verificador quien pone la nota, no hace falta un ejército de anotadores humanos. El enfoque rinde mejor donde las respuestas pueden comprobarse de forma mecánica, como en matemáticas y programación.',
        ],
        subsection: {
          heading: 'Los límites de la automejora',
          paragraphs: [
            'Cuando no hay una respuesta correcta clara, como en la escritura o el asesoramiento, es más difícil diseñar una recompensa automática, y el modelo puede aprender a complacer al evaluador en lugar de resolver la tarea.',
          ],
        },
      },
      {
        heading: 'Los resultados principales',
        paragraphs: [
          'Los autores compararon su método con el ajuste fino convencional en varias pruebas públicas y describen mejoras constantes, sobre todo en problemas de varios pasos.',
          'Como siempre con las prepublicaciones, los resultados aún no se han reproducido de forma independiente; el código se ha publicado precisamente para hacerlo posible.',
        ],
        list: [
          'La precisión en problemas de matemáticas de nivel olímpico mejoró notablemente.',
          'Las mejoras se extendieron en parte a ejercicios de programación no vistos.',
          'Los modelos pequeños se beneficiaron proporcionalmente más que los grandes.',
          'Las respuestas se alargaron, lo que encarece cada consulta.',
        ],
      },
      {
        heading: 'Qué opinan otros científicos',
        paragraphs: [
          'Investigadores independientes celebran la publicación del código y los datos, pero piden cautela con las cifras más llamativas: algunas preguntas de prueba podrían haber circulado antes por internet.',
          'Otros ven el trabajo como parte de un cambio más amplio, en el que la calidad de la señal de aprendizaje importa más que el tamaño del conjunto de entrenamiento.',
        ],
        quote: {
          text: 'Lo interesante no es la puntuación en sí, sino la poca supervisión humana que hizo falta para alcanzarla.',
          source: 'Un catedrático de informática que no participó en el estudio',
        },
      },
      {
        heading: 'De los artículos a la práctica',
        paragraphs: [
          'Las ideas presentadas en congresos llegan a menudo a los productos en pocos meses. La recuperación de documentos, el ajuste de bajo rango y el aprendizaje por refuerzo a partir de valoraciones humanas siguieron ese camino.',
          'La velocidad tiene un precio: la revisión por pares no da abasto y muchos resultados influyentes solo se conocen por prepublicaciones que nunca pasaron una revisión formal.',
        ],
        subsection: {
          heading: 'Ciencia más allá de la informática',
          paragraphs: [
            'Algunas de las aplicaciones más llamativas están en otras disciplinas. Predecir el plegamiento de proteínas, pronosticar el tiempo o descubrir materiales nuevos se apoya hoy en métodos nacidos en los laboratorios de aprendizaje automático.',
          ],
        },
      },
      {
        heading: 'La reproducibilidad importa',
        paragraphs: [
          'Entrenar los modelos más avanzados cuesta millones, así que pocos grupos universitarios pueden comprobar lo que afirman los laboratorios industriales. Pruebas compartidas, pesos abiertos e informes detallados son el mejor remedio disponible.',
          'Las agencias de financiación en Europa y en otros lugares invierten en infraestructuras públicas de cómputo precisamente para que las universidades puedan seguir investigando con independencia.',
        ],
      },
    ],
    captions: [
      'Los laboratorios usan cada vez más los modelos para decidir qué experimentos probar primero.',
      'Los resultados de investigación suelen circular como prepublicación mucho antes de su publicación oficial.',
    ],
  },

  'evaluation-open': {
    keywords: ['benchmarks', 'evaluación de modelos', 'código abierto', 'modelos de pesos abiertos', 'clasificaciones'],
    headlines: [
      { title: 'Benchmarks saturados: por qué un 90 % ya no dice gran cosa', subtitle: 'Las pruebas que antes separaban a los buenos modelos de los excelentes están casi resueltas, y la contaminación de datos lo empeora.' },
      { title: 'Así es la nueva ola de evaluaciones basadas en tareas reales', subtitle: 'En lugar de exámenes tipo test, los evaluadores piden a los modelos corregir errores de software, navegar por la web y terminar proyectos largos.' },
      { title: 'Los modelos de pesos abiertos recortan distancias con los sistemas propietarios', subtitle: 'Los modelos descargables gratis van ya a meses, no a años, de los mejores sistemas cerrados, y eso cambia la economía de la IA.' },
      { title: 'Qué significa de verdad código abierto en la IA y por qué importa la definición', emphasis: 'código abierto', subtitle: 'Publicar los pesos no es lo mismo que publicar datos y código; una nueva definición intenta marcar la frontera.' },
    ],
    lead: '¿Cómo de bueno es un modelo y quién tiene derecho a examinarlo? Medición y apertura son dos caras de la misma pregunta, y ambas se han convertido en campo de batalla a medida que la IA sale de los laboratorios y entra en los productos cotidianos.',
    sections: [
      {
        heading: 'El problema de las clasificaciones',
        paragraphs: [
          'Un benchmark es un conjunto fijo de preguntas con respuestas conocidas. Es barato de ejecutar y fácil de comparar, y por eso las clasificaciones se han convertido en la moneda de los anuncios sobre IA.',
          'Su punto débil es que las pruebas fijas envejecen rápido. En cuanto un benchmark se populariza, sus preguntas acaban en los datos de entrenamiento y las puntuaciones suben sin avances reales.',
        ],
        subsection: {
          heading: 'La contaminación, explicada',
          paragraphs: [
            'Si un modelo vio la prueba durante el entrenamiento, puede limitarse a recordar las respuestas. Por eso los evaluadores guardan conjuntos de preguntas privados, los renuevan y buscan señales de memorización.',
          ],
        },
      },
      {
        heading: 'Cómo funcionan las nuevas evaluaciones',
        paragraphs: [
          'Las baterías de pruebas más recientes se parecen más a un encargo de trabajo que a un examen. El modelo recibe un objetivo, unas herramientas y un tiempo límite, y se le juzga por si el trabajo queda realmente hecho.',
          'Son pruebas caras y más difíciles de puntuar, pero dicen mucho más sobre cómo se comportará un sistema en la práctica.',
        ],
        list: [
          'Corregir errores reales en proyectos de software libre.',
          'Completar tareas de varios pasos en un navegador.',
          'Responder preguntas que exigen leer documentos largos.',
          'Saber cuándo parar y pedir ayuda a una persona.',
        ],
      },
      {
        heading: 'Pesos abiertos, debate abierto',
        paragraphs: [
          'Los modelos de pesos abiertos se pueden descargar, ejecutar en hardware propio y adaptar a nuevas tareas. Para las empresas preocupadas por la privacidad y los costes, ese control es una ventaja decisiva.',
          'Los críticos advierten de que, una vez publicados los pesos, las salvaguardas pueden eliminarse. Los defensores replican que la apertura permite a miles de investigadores independientes encontrar problemas antes.',
        ],
        quote: {
          text: 'La apertura no es una cuestión de sí o no: es la lista de lo que compartes y de lo que te guardas.',
          source: 'El responsable de una biblioteca de aprendizaje automático de código abierto muy utilizada',
        },
      },
      {
        heading: 'Definir la IA de código abierto',
        paragraphs: [
          'En el software, el significado de código abierto está claro desde hace tiempo. En la IA no, porque un modelo no es solo código: también son pesos, datos de entrenamiento y la receta que los une.',
          'Una definición comunitaria publicada en 2024 exige información suficiente sobre los datos para que una persona experta pueda construir un sistema sustancialmente equivalente, un listón que hoy superan pocos lanzamientos.',
        ],
        subsection: {
          heading: 'Por qué importa la etiqueta',
          paragraphs: [
            'El término tiene peso jurídico: las normas europeas prevén algunas exenciones para los modelos de código abierto, así que llamar abierto a un lanzamiento ya no es solo una cuestión de marketing.',
          ],
        },
      },
      {
        heading: 'La economía de la apertura',
        paragraphs: [
          'Cuando los modelos capaces se descargan gratis, el valor se desplaza a los datos, la integración y el servicio. Muchas startups construyen sobre modelos abiertos para no depender de un único proveedor.',
          'Los grandes actores responden con precios más bajos y modelos más pequeños propios, una competencia que hasta ahora ha beneficiado sobre todo a los usuarios.',
        ],
      },
    ],
    captions: [
      'Una puntuación vale lo que vale la prueba que la produce, y las pruebas envejecen deprisa.',
      'Los modelos abiertos pueden descargarlos y estudiarlos quienes dispongan del hardware necesario.',
    ],
  },

  'startups-bigtech': {
    keywords: ['startups de IA', 'capital riesgo', 'grandes tecnológicas', 'nube', 'competencia'],
    headlines: [
      { title: 'Nordlicht AI capta 120 millones de euros para llevar agentes de IA a la industria europea', subtitle: 'La startup de Múnich quiere automatizar las compras y el control de calidad a pie de fábrica.' },
      { title: 'De la demo a la facturación: el difícil segundo año de las startups de IA generativa', subtitle: 'Tras un auge espectacular de la financiación, las empresas jóvenes afrontan una pregunta más dura: ¿seguirán pagando los clientes?' },
      { title: 'El gasto de las grandes tecnológicas en infraestructura de IA alcanza máximos', subtitle: 'Los mayores proveedores de nube invierten cifras récord en centros de datos, convencidos de que la demanda seguirá creciendo.' },
      { title: 'Alianzas, fichajes masivos y competencia: así absorben los gigantes a los laboratorios de IA', subtitle: 'Los reguladores de ambas orillas del Atlántico examinan acuerdos que se quedan a un paso de la compra.' },
    ],
    lead: 'El dinero fluye hacia la inteligencia artificial a un ritmo no visto desde los primeros días de internet, desde los fondos de capital riesgo que respaldan a jóvenes startups hasta las mayores tecnológicas, que levantan centros de datos en todos los continentes.',
    sections: [
      {
        heading: 'Adónde va el dinero',
        paragraphs: [
          'La mayor parte del capital que captan las startups de IA acaba pagando capacidad de cómputo, ya sea directamente con contratos en la nube o indirectamente con los sueldos de ingenieros muy codiciados.',
          'Los inversores son cada vez más selectivos. A quienes se limitan a poner una interfaz más bonita sobre el modelo de otro les cuesta financiarse, mientras que las empresas con datos propios o un conocimiento profundo del sector siguen cerrando grandes rondas.',
        ],
        subsection: {
          heading: 'El nicho europeo',
          paragraphs: [
            'Las startups europeas tienden a centrarse en la industria, el cumplimiento normativo y las lenguas distintas del inglés, terrenos en los que el conocimiento local y la confianza pesan más que la escala.',
          ],
        },
      },
      {
        heading: 'Qué compran realmente los clientes',
        paragraphs: [
          'Tras un año de pilotos, las empresas separan los experimentos de las herramientas que se pagan solas. Ganan las que resuelven problemas concretos y costosos, no las que prometen una inteligencia universal.',
          'Los modelos de precios siguen cambiando: licencias por usuario, tarifas por uso y contratos ligados a resultados conviven, y los márgenes se resienten por el coste de ejecutar los modelos.',
        ],
        list: [
          'Asistentes de atención al cliente que resuelven consultas rutinarias.',
          'Herramientas para programadores que escriben pruebas y revisan cambios.',
          'Procesamiento de documentos para seguros, banca y despachos de abogados.',
          'Agentes que gestionan compras y la comunicación con proveedores.',
        ],
      },
      {
        heading: 'La estrategia de los gigantes',
        paragraphs: [
          'Los mayores grupos tecnológicos gastan decenas de miles de millones al año en chips, edificios y contratos eléctricos. Apuestan a que la IA será para sus nubes tan esencial como el almacenamiento y las bases de datos.',
          'Los accionistas buscan señales de que la inversión rinde, y los resultados trimestrales se leen ya sobre todo a la luz de los ingresos por IA.',
        ],
        quote: {
          text: 'Todos coinciden en que la demanda es real; nadie coincide en lo rápido que se convertirá en beneficio.',
          source: 'Un analista tecnológico de un banco de inversión',
        },
      },
      {
        heading: 'Acuerdos bajo la lupa',
        paragraphs: [
          'En lugar de comprar startups, las grandes empresas invierten cada vez más en ellas, firman acuerdos exclusivos en la nube o contratan a casi toda su plantilla. Estas operaciones suelen escapar al control clásico de concentraciones.',
          'Las autoridades de competencia de Europa, el Reino Unido y Estados Unidos han abierto investigaciones para saber si estos acuerdos reducen la competencia en un mercado que aún se está formando.',
        ],
        subsection: {
          heading: 'Qué temen los reguladores',
          paragraphs: [
            'El temor es que el control de los chips, la capacidad en la nube y los datos permita a unas pocas empresas decidir quién puede construir modelos avanzados y en qué condiciones.',
          ],
        },
      },
      {
        heading: '¿Señales de burbuja?',
        paragraphs: [
          'Las valoraciones han alcanzado niveles que ponen nerviosos a algunos inversores, y las comparaciones con la burbuja puntocom son frecuentes. Otros replican que, a diferencia de entonces, la tecnología ya genera ingresos medibles.',
          'Ambas cosas pueden ser ciertas: una corrección de precios no frenaría la difusión de la tecnología, igual que internet siguió creciendo después de 2001.',
        ],
      },
    ],
    captions: [
      'La financiación de las empresas de IA se concentra en unas pocas rondas muy grandes.',
      'La construcción de centros de datos se ha convertido en un indicador clave de la inversión en IA.',
    ],
  },

  chips: {
    keywords: ['chips de IA', 'semiconductores', 'GPU', 'centros de datos', 'energía'],
    headlines: [
      { title: 'Ardent Silicon presenta un chip de inferencia que apenas consume energía', subtitle: 'El acelerador de la startup apunta a la carga de trabajo que más crece en la IA: responder a los usuarios, no entrenar modelos.' },
      { title: 'El muro de la memoria: por qué la memoria de alto ancho de banda es ahora el cuello de botella', subtitle: 'El cálculo es cada vez más rápido, pero alimentar de datos a los chips se ha convertido en la verdadera limitación.' },
      { title: 'La apuesta de Europa por sus propios chips de IA', subtitle: 'Fondos públicos y una nueva generación de startups buscan reducir la dependencia de un puñado de proveedores extranjeros.' },
      { title: 'Centros de datos y red eléctrica: la cuestión energética detrás del auge de la IA', subtitle: 'La demanda de electricidad de la IA crece deprisa y obliga a los operadores a replantearse dónde y cómo construir.' },
    ],
    lead: 'Cada respuesta de un chatbot se calcula en chips especializados dentro de un centro de datos, y la carrera por fabricar procesadores más rápidos, baratos y eficientes se ha convertido en una de las grandes competiciones industriales de la década.',
    sections: [
      {
        heading: 'Entrenamiento frente a inferencia',
        paragraphs: [
          'Entrenar un gran modelo es un esfuerzo puntual que puede ocupar miles de aceleradores durante meses. La inferencia, es decir, responder a las consultas, ocurre miles de millones de veces al día y crece mucho más deprisa.',
          'Ese giro importa para el diseño de chips. La inferencia premia el bajo consumo, la baja latencia y el bajo coste por respuesta más que el rendimiento máximo.',
        ],
        subsection: {
          heading: 'Diseños especializados',
          paragraphs: [
            'Los recién llegados apuestan por chips pensados para una sola tarea, sin las funciones que necesitan los procesadores de uso general. El riesgo es que los modelos cambien más rápido de lo que se puede rediseñar el silicio.',
          ],
        },
      },
      {
        heading: 'Los cuellos de botella',
        paragraphs: [
          'Fabricar más chips no es solo cuestión de fábricas. La cadena de suministro tiene varios puntos estrechos, cada uno controlado por muy pocas empresas.',
          'Cualquier interrupción en esa cadena, desde un desastre natural hasta una restricción a la exportación, se nota en todo el sector en cuestión de semanas.',
        ],
        list: [
          'Procesos de fabricación avanzados que ofrecen muy pocas fundiciones.',
          'Memoria de alto ancho de banda apilada junto al procesador.',
          'Encapsulado avanzado que une varios chips en un solo módulo.',
          'Capacidad eléctrica y de refrigeración en los propios centros de datos.',
        ],
      },
      {
        heading: 'La posición de Europa',
        paragraphs: [
          'Europa es fuerte en maquinaria de fabricación e investigación, pero débil en la producción de los chips más avanzados. Una ley específica aprobada en 2023 pretende movilizar inversión pública y privada para cambiarlo.',
          'Varias startups europeas diseñan aceleradores para inferencia y dispositivos periféricos, ámbitos en los que la eficiencia energética puede pesar más que la velocidad pura.',
        ],
        quote: {
          text: 'No necesitamos ganar todas las carreras; necesitamos asegurarnos de que nunca nos dejen fuera de ninguna.',
          source: 'Un asesor de política industrial en Bruselas',
        },
      },
      {
        heading: 'La factura energética',
        paragraphs: [
          'En algunas regiones los centros de datos ya suponen una parte apreciable de la demanda eléctrica, y la IA acelera ese crecimiento. Las agencias internacionales prevén un fuerte aumento del consumo antes de que acabe la década.',
          'Los operadores firman contratos a largo plazo de energía renovable, experimentan con la nuclear y llevan sus nuevas instalaciones allí donde la red tiene capacidad libre.',
        ],
        subsection: {
          heading: 'Ganancias de eficiencia',
          paragraphs: [
            'Cada nueva generación de chips hace más trabajo por vatio, y trucos de software como modelos más pequeños o menor precisión numérica reducen aún más el consumo. La gran pregunta es si la eficiencia crecerá más deprisa que la demanda.',
          ],
        },
      },
      {
        heading: 'La geopolítica del silicio',
        paragraphs: [
          'Los controles a la exportación de chips avanzados y de las máquinas para fabricarlos han convertido los semiconductores en una cuestión de seguridad nacional. Los gobiernos subvencionan la producción propia a una escala sin precedentes.',
          'Para los compradores, el resultado es un mercado más fragmentado, con horizontes de planificación más largos y un premio para quien asegura antes el suministro.',
        ],
      },
    ],
    captions: [
      'Cada nueva generación de aceleradores promete más cálculo por cada vatio que consume.',
      'Los aceleradores se apilan en bastidores que necesitan una refrigeración potente.',
    ],
  },

  regulation: {
    keywords: ['AI Act', 'reglamento europeo de IA', 'cumplimiento normativo', 'IA de uso general', 'Unión Europea'],
    headlines: [
      { title: 'AI Act: qué cambia para las empresas ahora que se aplican las primeras obligaciones', subtitle: 'Las prohibiciones de prácticas inaceptables y el deber de alfabetización en IA ya se aplican, y las normas para los modelos de uso general llegan después.' },
      { title: 'Modelos de IA de uso general y código de buenas prácticas, explicados', subtitle: 'Quienes desarrollan grandes modelos deben documentar el entrenamiento, respetar los derechos de autor y evaluar los riesgos sistémicos; así se hace.' },
      { title: 'Sistemas de IA de alto riesgo: una lista práctica para cumplir la norma', subtitle: 'Selección de personal, solvencia crediticia, productos sanitarios: si su sistema entra en uno de estos ámbitos, esto es lo que debe preparar.' },
      { title: 'Más allá de Europa: así regula la IA el resto del mundo', subtitle: 'De los marcos voluntarios a las leyes vinculantes, los gobiernos toman caminos muy distintos.' },
    ],
    lead: 'El reglamento europeo de inteligencia artificial, conocido como AI Act, es la primera ley integral sobre IA del mundo, y sus obligaciones entran en aplicación por fases a lo largo de varios años, con un calendario claro pero exigente para las empresas de dentro y fuera de Europa.',
    sections: [
      {
        heading: 'Un enfoque basado en el riesgo',
        paragraphs: [
          'El reglamento no trata igual a toda la IA. Clasifica los sistemas según el riesgo que suponen para la salud, la seguridad y los derechos fundamentales, y fija las obligaciones en consecuencia.',
          'La mayoría de las aplicaciones, como los filtros de spam o las recomendaciones de compra, apenas se ven afectadas. Un pequeño grupo de prácticas queda prohibido y los sistemas de alto riesgo deben cumplir requisitos estrictos.',
        ],
        subsection: {
          heading: 'Qué está prohibido',
          paragraphs: [
            'Entre las prácticas prohibidas figuran la puntuación social por parte de las autoridades, la manipulación que explota vulnerabilidades y la mayor parte de la identificación biométrica remota en tiempo real en espacios públicos, con excepciones limitadas para las fuerzas de seguridad.',
          ],
        },
      },
      {
        heading: 'El calendario',
        paragraphs: [
          'El reglamento entró en vigor en agosto de 2024, pero sus disposiciones se aplican por etapas para que empresas y autoridades tengan tiempo de prepararse.',
          'Las fechas siguientes son las del texto original; la Comisión Europea ha propuesto después ajustes para algunas obligaciones de alto riesgo, así que conviene seguir las actualizaciones oficiales.',
        ],
        list: [
          'Febrero de 2025: prohibición de prácticas inaceptables y obligaciones de alfabetización en IA.',
          'Agosto de 2025: normas para los modelos de IA de uso general y estructuras de gobernanza.',
          'Agosto de 2026: la mayoría de los requisitos para sistemas de alto riesgo.',
          'Agosto de 2027: IA de alto riesgo integrada en productos regulados por otras normas europeas de seguridad.',
        ],
      },
      {
        heading: 'Las normas para los modelos de uso general',
        paragraphs: [
          'Los proveedores de grandes modelos utilizables para muchas tareas deben publicar documentación técnica, un resumen de los contenidos usados en el entrenamiento y una política de respeto a los derechos de autor.',
          'Los modelos más potentes, de los que se presume un riesgo sistémico, tienen deberes adicionales: evaluaciones, notificación de incidentes, ciberseguridad y mitigación de riesgos. Un código de buenas prácticas voluntario explica cómo cumplir.',
        ],
        quote: {
          text: 'El código de buenas prácticas convierte principios generales en una lista de comprobación con la que los ingenieros pueden trabajar de verdad.',
          source: 'La responsable de cumplimiento de una empresa europea de software',
        },
      },
      {
        heading: 'Los sistemas de alto riesgo en la práctica',
        paragraphs: [
          'Se consideran de alto riesgo los sistemas usados en selección de personal, educación, solvencia crediticia, infraestructuras críticas, actuación policial y productos sanitarios. Sus proveedores deben gestionar los riesgos, documentar el sistema y garantizar la supervisión humana.',
          'Las empresas que los utilizan también tienen obligaciones, desde vigilar su funcionamiento hasta informar a las personas afectadas.',
        ],
        subsection: {
          heading: 'Por dónde empezar',
          paragraphs: [
            'Los abogados aconsejan empezar por un inventario: enumerar todos los sistemas de IA en uso, anotar quién los suministra y qué deciden, y solo después valorar en qué categoría encajan.',
          ],
        },
      },
      {
        heading: 'El panorama mundial',
        paragraphs: [
          'Otras jurisdicciones han elegido caminos distintos. Estados Unidos se apoya sobre todo en marcos voluntarios y normas sectoriales, el Reino Unido en sus reguladores existentes y varios países asiáticos en leyes específicas.',
          'Los organismos internacionales buscan un terreno común: los principios de la OCDE, el convenio del Consejo de Europa y las normas técnicas pretenden mantener reglas compatibles entre países.',
        ],
      },
    ],
    captions: [
      'Las normas sobre IA se escriben a la vez en Bruselas, en las capitales nacionales y en organismos internacionales.',
      'Las normas europeas se aplican a cualquier empresa que ofrezca sistemas de IA en el mercado de la Unión.',
    ],
  },

  'privacy-ethics': {
    keywords: ['privacidad', 'RGPD', 'ética de la IA', 'sesgos algorítmicos', 'responsabilidad'],
    headlines: [
      { title: '¿Puede olvidar un modelo? El derecho de supresión frente al aprendizaje automático', subtitle: 'La ley de protección de datos da derecho a que se borren los datos personales; eliminarlos de un modelo ya entrenado es otra historia.' },
      { title: 'Las autoridades de protección de datos vigilan más de cerca a los chatbots', subtitle: 'Los reguladores europeos preguntan cómo se recogen los datos personales para el entrenamiento y cómo pueden oponerse los usuarios.' },
      { title: 'Sesgos en los algoritmos de contratación: lecciones de las últimas auditorías', subtitle: 'Las auditorías independientes siguen constatando que las herramientas de cribado automático tratan de forma desigual a los candidatos, a menudo de manera sutil.' },
      { title: '¿Quién responde cuando un sistema de IA causa un daño?', subtitle: 'Responsabilidad, transparencia y supervisión humana: el debate ético pasa de los principios a la práctica.' },
    ],
    lead: 'Los sistemas de IA se entrenan con datos sobre personas y toman cada vez más decisiones sobre ellas, lo que sitúa la privacidad, la equidad y la rendición de cuentas en el centro de un debate que sale de los seminarios y llega a los tribunales y las empresas.',
    sections: [
      {
        heading: 'Datos personales en los conjuntos de entrenamiento',
        paragraphs: [
          'Los grandes modelos se entrenan con textos e imágenes recogidos de la web, y ese material contiene inevitablemente nombres, fotos y datos personales. Según el derecho europeo, tratar esos datos requiere una base jurídica.',
          'Las autoridades de protección de datos han pedido a los proveedores que expliquen cómo se amparan en el interés legítimo, cómo filtran la información sensible y cómo pueden oponerse las personas.',
        ],
        subsection: {
          heading: 'El derecho al olvido',
          paragraphs: [
            'Borrar un registro de una base de datos es fácil; eliminar su influencia de un modelo entrenado, no. La investigación sobre el llamado desaprendizaje automático es muy activa, pero a menudo el único método garantizado sigue siendo reentrenar desde cero.',
          ],
        },
      },
      {
        heading: 'Qué preguntan los reguladores',
        paragraphs: [
          'Las autoridades de control han coordinado su trabajo a escala europea y han publicado orientaciones sobre cómo se aplican las normas de protección de datos a los modelos de IA.',
          'Sus preguntas son prácticas y a menudo incómodas para los proveedores.',
        ],
        list: [
          '¿De qué fuentes proceden los datos de entrenamiento?',
          '¿Cómo se excluyen los datos sensibles, como los de salud?',
          '¿Puede el modelo revelar información personal en sus respuestas?',
          '¿Cómo ejercen los usuarios sus derechos de acceso, rectificación y oposición?',
        ],
      },
      {
        heading: 'Sesgos escondidos en los datos',
        paragraphs: [
          'Un algoritmo entrenado con contrataciones del pasado puede aprender los prejuicios de quienes las decidieron. Incluso sin datos explícitos sobre sexo u origen, indicios como el código postal o las aficiones pueden reproducir la discriminación.',
          'Las auditorías comparan los resultados entre grupos y comprueban cómo cambian cuando se modifica solo una característica protegida. Con frecuencia encuentran diferencias que los desarrolladores no habían visto.',
        ],
        quote: {
          text: 'Un modelo no necesita conocer tu sexo para tratarte de forma distinta por él.',
          source: 'Una auditora especializada en equidad algorítmica',
        },
      },
      {
        heading: 'La responsabilidad en la práctica',
        paragraphs: [
          'Cuando una decisión automatizada perjudica a alguien, la responsabilidad se reparte entre quien desarrolló el modelo, la empresa que lo implantó y la persona que confió en él. El derecho aún va por detrás.',
          'La documentación ayuda: las fichas de modelo y las fichas de datos describen para qué se creó un sistema, cómo se probó y dónde no debería usarse.',
        ],
        subsection: {
          heading: 'Una persona en el proceso',
          paragraphs: [
            'La supervisión humana solo funciona si quien supervisa tiene tiempo, información y autoridad para corregir a la máquina. Si no, se queda en un simple sello.',
          ],
        },
      },
      {
        heading: 'De los principios a la práctica',
        paragraphs: [
          'Los organismos internacionales han adoptado principios éticos sobre la IA que respaldan la mayoría de los gobiernos. El reto es traducir palabras como equidad y transparencia en procedimientos y métricas.',
          'Las empresas que se toman el asunto en serio crean comités de revisión, hacen evaluaciones de impacto antes de cada lanzamiento y publican sus conclusiones, incluidas las incómodas.',
        ],
      },
    ],
    captions: [
      'Autoridades de protección de datos y auditores preguntan cómo llegan a sus decisiones los sistemas automatizados.',
      'Los datos personales aparecen en los conjuntos de entrenamiento más a menudo de lo que creen los usuarios.',
    ],
  },

  'humanoids-industrial': {
    keywords: ['robótica', 'robots humanoides', 'automatización industrial', 'cobots', 'mantenimiento predictivo'],
    headlines: [
      { title: 'Helix Robotics muestra un humanoide que aprende tareas mirando', subtitle: 'El prototipo dobla ropa y repone estanterías tras unas pocas demostraciones, aunque todavía se mueve despacio.' },
      { title: 'Robots humanoides en el almacén: ¿moda pasajera o la próxima gran revolución?', subtitle: 'Los proyectos piloto se multiplican, pero su rentabilidad depende de la fiabilidad, la seguridad y el precio.' },
      { title: 'Los robots colaborativos se vuelven más listos con los modelos de visión y lenguaje', subtitle: 'Los cobots que entienden instrucciones habladas acercan la automatización a los pequeños fabricantes.' },
      { title: 'Mantenimiento predictivo: así mantiene la IA en marcha las líneas de producción', subtitle: 'Sensores y modelos de detección de anomalías descubren las averías antes de que paren una fábrica.' },
    ],
    lead: 'Los robots salen de sus jaulas: gracias a modelos que combinan visión, lenguaje y control del movimiento, las máquinas aprenden a trabajar junto a las personas y a realizar tareas demasiado variadas para programarlas a mano.',
    sections: [
      {
        heading: 'Aprender con el ejemplo',
        paragraphs: [
          'Los robots industriales tradicionales repiten movimientos programados al milímetro. La nueva generación aprende de ejemplos: una persona realiza una tarea unas cuantas veces y el robot la generaliza a objetos y posiciones nuevos.',
          'Los mismos modelos que describen imágenes con palabras se amplían para producir acciones, enlazando lo que el robot ve con lo que debe hacer a continuación.',
        ],
        subsection: {
          heading: '¿Por qué humanoides?',
          paragraphs: [
            'Fábricas, tiendas y hogares están pensados para cuerpos humanos. Un robot con brazos, manos y piernas puede, en principio, usar las mismas herramientas y espacios sin reformas costosas.',
          ],
        },
      },
      {
        heading: 'Dónde trabajan hoy los robots',
        paragraphs: [
          'La robótica industrial es un mercado maduro, con millones de unidades en funcionamiento en el mundo según la federación del sector. El crecimiento llega ahora de nuevos usos y de empresas más pequeñas.',
          'Los humanoides siguen casi siempre en fase piloto, pero los robots colaborativos ya son habituales en talleres que nunca podrían permitirse una línea totalmente automatizada.',
        ],
        list: [
          'Preparación y embalaje de pedidos en centros logísticos.',
          'Carga de máquinas e inspección de calidad en fábricas.',
          'Transporte de material en hospitales y laboratorios.',
          'Montajes repetitivos junto a los operarios.',
        ],
      },
      {
        heading: 'La seguridad, lo primero',
        paragraphs: [
          'Un robot que comparte espacio con personas debe frenar, detenerse o ceder el paso cuando alguien se acerca. Las normas internacionales definen cómo diseñar y probar esa colaboración.',
          'El comportamiento aprendido complica la certificación, porque los ingenieros no pueden enumerar de antemano cada movimiento que un modelo podría elegir.',
        ],
        quote: {
          text: 'Un robot que funciona a la perfección noventa y nueve veces de cada cien es una demo; en una línea de producción hace falta mucho más.',
          source: 'Un ingeniero de automatización de un fabricante mediano',
        },
      },
      {
        heading: 'Los datos de la planta',
        paragraphs: [
          'La IA cambia las fábricas incluso donde no se mueve ningún robot. Sensores de vibración, temperatura y ruido alimentan modelos que aprenden cómo es el funcionamiento normal y avisan de las desviaciones.',
          'Detectar un rodamiento desgastado días antes de que falle evita paradas imprevistas que pueden costar mucho más que la reparación.',
        ],
        subsection: {
          heading: 'Pequeñas empresas, grandes ventajas',
          paragraphs: [
            'Los servicios en la nube y los sensores baratos han rebajado la barrera de entrada: el mantenimiento predictivo ya no es exclusivo de las grandes plantas con equipos de científicos de datos.',
          ],
        },
      },
      {
        heading: 'Qué supone para los trabajadores',
        paragraphs: [
          'La automatización suele asumir tareas más que oficios completos, y desplaza a las personas hacia la supervisión, el mantenimiento y la resolución de problemas. La transición es más suave donde la formación se planifica con tiempo.',
          'La falta de mano de obra en muchas zonas industriales es una de las razones por las que las empresas invierten en robots, convirtiendo la automatización en una forma de mantener la producción más que en una amenaza.',
        ],
      },
    ],
    captions: [
      'Los robots salen de las celdas valladas de las fábricas para trabajar en espacios compartidos con personas.',
      'Los robots colaborativos están diseñados para trabajar con seguridad junto a las personas.',
    ],
  },

  vehicles: {
    keywords: ['vehículos autónomos', 'robotaxi', 'conducción autónoma', 'simulación', 'logística'],
    headlines: [
      { title: 'Los robotaxis de Kestrel llegan a una segunda ciudad europea', subtitle: 'El servicio sin conductor arrancará con un operador de seguridad a bordo y una zona de servicio limitada.' },
      { title: 'Los niveles de conducción automatizada, explicados sin tecnicismos', subtitle: 'Del control de crucero al coche sin conductor: qué significa cada nivel y en qué punto está realmente el sector.' },
      { title: 'La simulación, la escuela donde los coches autónomos aprenden a gestionar lo inesperado', subtitle: 'Los mundos virtuales permiten probar miles de millones de kilómetros de situaciones raras y peligrosas.' },
      { title: 'Camiones autónomos y robots de patio transforman los centros logísticos', subtitle: 'Los vehículos sin conductor llegan primero allí donde las vías son privadas y las rutas repetitivas.' },
    ],
    lead: 'La conducción autónoma llevaba años a la vuelta de la esquina; hoy los taxis sin conductor llevan pasajeros de pago en varias ciudades, mientras camiones y lanzaderas autónomas se abren paso en silencio en puertos, almacenes y polígonos industriales.',
    sections: [
      {
        heading: 'Cómo ve un coche autónomo',
        paragraphs: [
          'Cámaras, radares y a menudo lidar ofrecen al vehículo una imagen continua de su entorno. Los modelos reconocen coches, ciclistas y peatones y predicen hacia dónde se moverá cada uno.',
          'Después, un sistema de planificación elige una trayectoria segura, legal y cómoda, y la actualiza muchas veces por segundo.',
        ],
        subsection: {
          heading: 'La conducción de extremo a extremo',
          paragraphs: [
            'Algunos desarrolladores entrenan ya una única gran red que pasa directamente de los datos de los sensores al volante y los frenos, en lugar de encadenar módulos separados. Es más sencillo, pero más difícil de explicar.',
          ],
        },
      },
      {
        heading: 'Los niveles de automatización',
        paragraphs: [
          'Los ingenieros usan una escala de seis niveles definida por una norma internacional. La diferencia clave es quién vigila la carretera: el conductor o el sistema.',
          'La mayoría de los coches que se venden hoy se quedan en el nivel 2, en el que quien conduce debe estar atento en todo momento.',
        ],
        list: [
          'Niveles 0 a 2: asistencias como el mantenimiento de carril y el control de crucero adaptativo; el conductor sigue al mando.',
          'Nivel 3: el coche conduce solo en condiciones concretas, pero puede pedir al conductor que retome el control.',
          'Nivel 4: no hace falta conductor dentro de una zona delimitada, como un barrio.',
          'Nivel 5: conducir en cualquier lugar en el que pueda hacerlo una persona, aún fuera de alcance.',
        ],
      },
      {
        heading: 'Pruebas en mundos virtuales',
        paragraphs: [
          'Sucesos raros como un niño que cruza corriendo o un colchón que cae de un camión no pueden probarse con seguridad en la vía pública. La simulación permite recrearlos miles de veces con variaciones.',
          'Los modelos generativos producen ya datos de sensores realistas para esos escenarios, y acortan la distancia entre simulación y realidad.',
        ],
        quote: {
          text: 'El último uno por ciento de las situaciones se lleva el noventa y nueve por ciento del esfuerzo.',
          source: 'Un ingeniero de seguridad que trabaja en conducción automatizada',
        },
      },
      {
        heading: 'Las normas de circulación',
        paragraphs: [
          'Las autorizaciones para vehículos sin conductor varían mucho. Algunos países permiten servicios de nivel 4 con permisos específicos; otros, solo pruebas con un conductor de seguridad.',
          'Los reglamentos de vehículos de Naciones Unidas, adoptados por muchos países, fijan requisitos comunes para el mantenimiento automático de carril y otras funciones, lo que facilita la homologación entre países.',
        ],
        subsection: {
          heading: 'La confianza del público',
          paragraphs: [
            'Cada incidente con un coche sin conductor atrae una atención muy superior a su peso estadístico. Los operadores publican datos de seguridad para demostrar que sus vehículos tienen menos accidentes que los conductores humanos.',
          ],
        },
      },
      {
        heading: 'La logística abre el camino',
        paragraphs: [
          'Puertos, centros de distribución y minas ofrecen entornos controlados, rutas repetitivas y fuertes incentivos económicos. En algunos de ellos, tractores, lanzaderas y cabezas tractoras autónomas ya son lo habitual.',
          'En autopista se multiplican las pruebas de camiones sin conductor entre centros logísticos, con un operador remoto preparado para intervenir cuando haga falta.',
        ],
      },
    ],
    captions: [
      'Los servicios sin conductor empiezan en zonas pequeñas y cartografiadas con cuidado antes de ampliarse.',
      'Los sensores de los vehículos autónomos construyen una imagen continua de la carretera.',
    ],
  },

  'work-skills': {
    keywords: ['futuro del trabajo', 'productividad', 'competencias en IA', 'recualificación', 'IA en la educación'],
    headlines: [
      { title: 'Asistentes de IA en el trabajo: las ganancias de productividad son reales pero desiguales', subtitle: 'Los estudios encuentran las mayores mejoras entre los trabajadores con menos experiencia y menores entre los expertos.' },
      { title: 'Qué empleos están más expuestos a la IA generativa y qué significa eso de verdad', subtitle: 'Estar expuesto no es lo mismo que ser sustituido: la mayoría de los puestos cambiarán tarea a tarea.' },
      { title: 'Formación a gran escala: las empresas lanzan cursos de IA para su plantilla', subtitle: 'La alfabetización en IA se está convirtiendo en una competencia básica y, en Europa, también en una exigencia legal.' },
      { title: 'Las universidades reescriben sus normas de examen en la era de los chatbots', subtitle: 'Exámenes orales, proyectos supervisados y normas de uso transparentes sustituyen a las prohibiciones totales.' },
    ],
    lead: 'La IA generativa está llegando a oficinas, centros de atención telefónica y aulas más deprisa que casi cualquier tecnología anterior, y los primeros estudios sólidos empiezan a mostrar quién se beneficia, quién está expuesto y qué hace falta aprender.',
    sections: [
      {
        heading: 'Qué miden los estudios',
        paragraphs: [
          'Experimentos de campo en atención al cliente, desarrollo de software y consultoría compararon trabajadores con y sin asistente de IA. La mayoría encontró un trabajo más rápido y, en muchos casos, de mejor calidad.',
          'Las mayores ganancias fueron para los recién llegados, que usaron el asistente para aprender las prácticas de sus compañeros más veteranos.',
        ],
        subsection: {
          heading: 'La paradoja del experto',
          paragraphs: [
            'Los trabajadores con experiencia se beneficiaron menos y a veces empeoraron al fiarse de la herramienta fuera de su terreno, un recordatorio de que saber cuándo no confiar en la IA también es una habilidad.',
          ],
        },
      },
      {
        heading: 'Tareas, no empleos',
        paragraphs: [
          'Los investigadores estiman la exposición descomponiendo las profesiones en tareas y preguntándose cuáles podría acelerar un modelo de lenguaje. Buena parte de los empleos incluye alguna tarea expuesta, pero pocos lo están por completo.',
          'En la práctica, los puestos se rediseñan más que desaparecen, al menos a corto plazo.',
        ],
        list: [
          'Redactar primeros borradores de correos, informes y resúmenes.',
          'Buscar y sintetizar información de muchos documentos.',
          'Traducir y adaptar contenidos para públicos distintos.',
          'Escribir y revisar código de software rutinario.',
        ],
      },
      {
        heading: 'La formación se vuelve imprescindible',
        paragraphs: [
          'Las empresas organizan cursos sobre cómo formular buenas instrucciones, verificar los resultados y proteger los datos confidenciales. En la Unión Europea, el AI Act obliga a las organizaciones a garantizar un nivel suficiente de alfabetización en IA del personal que usa estos sistemas.',
          'Los programas más eficaces son prácticos y adaptados a cada puesto, no charlas genéricas.',
        ],
        quote: {
          text: 'Dejamos de enseñar la herramienta y empezamos a enseñar criterio: cuándo usarla, cómo comprobarla y cuándo dejarla a un lado.',
          source: 'La responsable de formación de un banco europeo',
        },
      },
      {
        heading: 'La escuela y la universidad se adaptan',
        paragraphs: [
          'Tras una primera oleada de prohibiciones, la mayoría de las universidades permite las herramientas de IA con reglas claras. Los estudiantes deben declarar cómo las han usado y la evaluación se desplaza hacia trabajos que muestran el razonamiento.',
          'Los exámenes orales, los proyectos hechos en clase y los encargos personalizados vuelven a estar de moda porque son más difíciles de delegar.',
        ],
        subsection: {
          heading: 'El profesorado también necesita apoyo',
          paragraphs: [
            'Las encuestas muestran que muchos docentes se sienten poco preparados. Los organismos internacionales recomiendan formar al personal y fijar límites de edad y normas de protección de datos antes de llevar estas herramientas a los alumnos.',
          ],
        },
      },
      {
        heading: 'Quién gana y quién pierde',
        paragraphs: [
          'Los economistas advierten de que las ganancias de productividad no se traducen automáticamente en salarios más altos. El reparto de los beneficios depende de la negociación, la competencia y las políticas públicas.',
          'Los trabajadores con muchas tareas expuestas y sin acceso a formación son los que más arriesgan, lo que convierte el aprendizaje permanente en una cuestión de justicia además de eficiencia.',
        ],
      },
    ],
    captions: [
      'La formación en herramientas de IA pasa a formar parte del desarrollo profesional ordinario.',
      'Muchas tareas de oficina empiezan ya con un primer borrador escrito con ayuda de la IA.',
    ],
  },

  'health-education': {
    keywords: ['IA en sanidad', 'radiología', 'IA médica', 'tutores de IA', 'alfabetización en IA'],
    headlines: [
      { title: 'IA en radiología: de segundo lector a asistente de triaje', subtitle: 'Los algoritmos que señalan las pruebas urgentes acortan las esperas en los hospitales que los utilizan.' },
      { title: 'Los modelos de lenguaje clínicos aprueban exámenes de medicina, pero ¿están listos para los pacientes?', subtitle: 'Las buenas notas esconden preguntas abiertas sobre seguridad, responsabilidad y rendimiento en el mundo real.' },
      { title: 'Tutores de IA en el aula: primeros resultados de los pilotos escolares', subtitle: 'La práctica personalizada ayuda mucho a algunos alumnos, pero el profesorado sigue siendo imprescindible para que funcione.' },
      { title: 'Enseñar inteligencia artificial desde primaria', subtitle: 'Los planes de estudio empiezan a explicar cómo funcionan los algoritmos, dónde fallan y cómo usarlos con responsabilidad.' },
    ],
    lead: 'La salud y la educación son dos de los ámbitos en los que la inteligencia artificial promete más beneficios y exige más cuidado, porque los errores afectan directamente a pacientes y a niños.',
    sections: [
      {
        heading: 'Algoritmos en la sala de informes',
        paragraphs: [
          'La radiología fue una de las primeras especialidades médicas en adoptar la IA. Los reguladores han autorizado cientos de algoritmos, la mayoría para detectar hallazgos en radiografías, TAC y resonancias.',
          'Su papel más útil hasta ahora suele ser el triaje: reordenar la lista para que las pruebas con sospecha de hemorragia o fractura se lean primero.',
        ],
        subsection: {
          heading: 'Un segundo par de ojos',
          paragraphs: [
            'En el cribado de cáncer de mama, varios estudios han probado la IA como segundo lector junto al radiólogo. Los resultados sugieren que puede reducir la carga de trabajo sin bajar la tasa de detección, siempre que se supervise con atención.',
          ],
        },
      },
      {
        heading: 'Qué esperan los médicos',
        paragraphs: [
          'Los clínicos están abiertos a herramientas que ahorren tiempo, pero desconfían de las cajas negras. Quieren saber cómo se validó un sistema y con qué pacientes.',
          'Las encuestas apuntan a unas cuantas condiciones recurrentes para la confianza.',
        ],
        list: [
          'Validación con datos de los pacientes locales, no solo con los del fabricante.',
          'Explicaciones claras de qué señala el sistema y por qué.',
          'Integración en los programas existentes en lugar de otra pantalla más.',
          'Claridad sobre quién responde si la herramienta se equivoca.',
        ],
      },
      {
        heading: 'Modelos de lenguaje a pie de cama',
        paragraphs: [
          'Los grandes modelos de lenguaje obtienen ya notas altas en los exámenes de acceso a la medicina. Algunos hospitales los usan para preparar borradores de informes de alta o resumir historias clínicas para médicos con poco tiempo.',
          'Aprobar un examen no es ejercer la medicina: los modelos pueden afirmar errores con total seguridad y su rendimiento con casos reales varía mucho.',
        ],
        quote: {
          text: 'Un examen mide conocimientos; una planta de hospital mide el juicio ante la incertidumbre, y eso es mucho más difícil de evaluar.',
          source: 'Una médica hospitalaria que participa en la evaluación de herramientas de IA',
        },
      },
      {
        heading: 'Aprendizaje personalizado',
        paragraphs: [
          'Los tutores basados en IA adaptan los ejercicios a cada alumno, dan una respuesta inmediata y explican los errores de distintas maneras. Los proyectos piloto informan de mejoras, sobre todo entre quienes se habían quedado atrás.',
          'El efecto depende de cómo lo integre el profesorado: como sustituto de la clase ayuda poco; como práctica adicional puede ayudar mucho.',
        ],
        subsection: {
          heading: 'Entender cómo funciona la IA',
          paragraphs: [
            'Algunos países incorporan la alfabetización en IA a los planes de estudio: no programar, sino saber cómo aprenden los sistemas de los datos, por qué se equivocan y cómo cuestionar sus respuestas.',
          ],
        },
      },
      {
        heading: 'Garantías para los más vulnerables',
        paragraphs: [
          'Los datos de salud y los de menores gozan de una protección especial en el derecho europeo. Cualquier proyecto de IA en estos ámbitos necesita desde el primer día una gestión de datos cuidadosa.',
          'La Organización Mundial de la Salud y la UNESCO han publicado orientaciones que recomiendan supervisión humana, transparencia y diseño inclusivo, para que los beneficios lleguen a todos y no solo a quienes ya están bien atendidos.',
        ],
      },
    ],
    captions: [
      'Los proyectos piloto en hospitales y colegios se miden con el trabajo de los profesionales a los que ayudan.',
      'Médicos y docentes usan las herramientas de IA sobre todo para ordenar, resumir y preparar, no para decidir.',
    ],
  },
};
