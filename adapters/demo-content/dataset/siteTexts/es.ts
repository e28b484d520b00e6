// Los textos en español alrededor de los artículos: categorías, secciones de
// cierre, créditos de los medios, búsquedas populares y páginas estáticas.
import type { SiteTexts } from '../textTypes.ts';

export const ES_SITE: SiteTexts = {
  categories: {
    models: { name: 'Modelos', slug: 'modelos', description: 'Modelos de lenguaje, de visión y generativos: cómo se construyen, qué saben hacer y dónde fallan.' },
    llm: { name: 'Modelos de lenguaje', slug: 'modelos-de-lenguaje', description: 'Los chatbots, el razonamiento y los grandes modelos de lenguaje que los mueven.' },
    vision: { name: 'Visión artificial', slug: 'vision-artificial', description: 'Modelos que ven: reconocimiento de imágenes, lectura de documentos e IA multimodal.' },
    generative: { name: 'IA generativa', slug: 'ia-generativa-es', description: 'Imágenes, vídeos y sonidos creados por la IA, y cómo distinguirlos de los reales.' },
    research: { name: 'Investigación', slug: 'investigacion', description: 'Artículos, experimentos y la ciencia que hay detrás de la inteligencia artificial.' },
    papers: { name: 'Artículos científicos', slug: 'articulos-cientificos', description: 'Los estudios más relevantes, explicados sin jerga.' },
    benchmarks: { name: 'Benchmarks', slug: 'benchmarks-es', description: 'Cómo se miden los sistemas de IA y qué significan de verdad las puntuaciones.' },
    opensource: { name: 'Código abierto', slug: 'codigo-abierto', description: 'Modelos de pesos abiertos, bibliotecas y las comunidades que los desarrollan.' },
    industry: { name: 'Industria', slug: 'industria-es', description: 'Empresas, inversión e infraestructuras de la economía de la IA.' },
    startups: { name: 'Startups', slug: 'startups-es', description: 'Empresas jóvenes, rondas de financiación y nuevos modelos de negocio.' },
    bigtech: { name: 'Grandes tecnológicas', slug: 'grandes-tecnologicas', description: 'Las estrategias de los grandes grupos tecnológicos y los acuerdos que moldean el mercado.' },
    chips: { name: 'Chips y hardware', slug: 'chips-y-hardware', description: 'Procesadores, centros de datos y la energía que mueve la IA.' },
    policy: { name: 'Regulación', slug: 'regulacion', description: 'Leyes, derechos y las cuestiones éticas que plantea la inteligencia artificial.' },
    laws: { name: 'Leyes y normas', slug: 'leyes-y-normas', description: 'El AI Act y las reglas que se escriben en el resto del mundo.' },
    privacy: { name: 'Privacidad', slug: 'privacidad', description: 'Datos personales, vigilancia y derechos de los usuarios.' },
    ethics: { name: 'Ética', slug: 'etica-es', description: 'Sesgos, responsabilidad y valores incorporados a las decisiones automatizadas.' },
    robotics: { name: 'Robótica', slug: 'robotica-es', description: 'Robots, vehículos y máquinas que actúan en el mundo físico.' },
    humanoids: { name: 'Robots humanoides', slug: 'robots-humanoides-es', description: 'Robots con forma humana, de los prototipos de laboratorio a los primeros pilotos.' },
    industrial: { name: 'Automatización industrial', slug: 'automatizacion-industrial', description: 'Fábricas, almacenes y robots colaborativos.' },
    vehicles: { name: 'Vehículos autónomos', slug: 'vehiculos-autonomos', description: 'Robotaxis, camiones sin conductor y normas de circulación.' },
    society: { name: 'Sociedad', slug: 'sociedad', description: 'Cómo cambia la IA el trabajo, la escuela, la salud y la vida cotidiana.' },
    work: { name: 'Trabajo', slug: 'trabajo', description: 'Empleo, productividad y las competencias que hacen falta.' },
    education: { name: 'Educación', slug: 'educacion', description: 'La IA en las aulas y las universidades, y aprender sobre la propia IA.' },
    health: { name: 'Salud', slug: 'salud', description: 'Medicina, hospitales y las promesas y límites de la IA clínica.' },
  },
  closings: [
    {
      heading: 'Qué vigilar a partir de ahora',
      paragraphs: [
        'Los próximos meses dirán si los primeros resultados se sostienen fuera de entornos controlados. Las evaluaciones independientes, las decisiones de las autoridades y la experiencia de los primeros grandes clientes pesarán más que cualquier anuncio.',
        'Seguiremos de cerca el tema y actualizaremos nuestra cobertura a medida que haya nuevos datos.',
      ],
    },
    {
      heading: 'Por qué importa',
      paragraphs: [
        'Avances como este rara vez se quedan entre especialistas. En uno o dos años aparecen en las herramientas que usamos en el trabajo, en los servicios públicos y en el móvil.',
        'Entenderlos pronto ayuda a lectores, empresas y responsables públicos a hacer las preguntas adecuadas antes de que otros decidan por ellos.',
      ],
    },
    {
      heading: 'El contexto general',
      paragraphs: [
        'Visto con perspectiva, es una pieza de un cambio más amplio: la inteligencia artificial pasa de las demostraciones espectaculares a ser una infraestructura sobre la que se construye todo lo demás.',
        'Esa transición trae menos espectáculo y más responsabilidad, tanto para quienes crean estos sistemas como para quienes deciden cómo se usan.',
      ],
    },
    {
      heading: 'Las claves',
      paragraphs: ['Para quien tenga poco tiempo, esto es lo esencial.'],
      list: [
        'La tecnología avanza rápido, pero los resultados sobre el terreno varían.',
        'Los costes, las normas y la confianza del público marcarán la velocidad de su difusión.',
        'Las comprobaciones independientes siguen siendo imprescindibles antes de sacar conclusiones.',
      ],
    },
    {
      heading: 'Lo que sigue sin estar claro',
      paragraphs: [
        'Varias preguntas siguen sin respuesta: hasta qué punto se generalizan los resultados, cuáles son los costes a largo plazo y quién asumirá los riesgos cuando algo salga mal.',
        'Esas incertidumbres no son motivo para despreciar los avances, pero sí para mirar con sano escepticismo las promesas más audaces.',
      ],
    },
    {
      heading: 'Nuestra opinión',
      paragraphs: [
        'Los avances de la IA son reales, y sus límites también. La actitud más útil no es el entusiasmo ni la alarma, sino la atención a las pruebas.',
        'Si trabaja en este campo o le afecta, nos gustaría conocer su experiencia: nos ayuda a contar mejor la historia.',
      ],
    },
  ],
  artAlt: {
    network: 'Ilustración abstracta de nodos luminosos conectados como una red neuronal sobre fondo rosa',
    orbits: 'Ilustración abstracta de órbitas concéntricas alrededor de un núcleo rosa brillante',
    grid: 'Ilustración abstracta de un microchip con sus pistas de circuito sobre fondo oscuro',
    balance: 'Composición abstracta de círculos y cuadrados translúcidos en equilibrio sobre una línea fina',
    circuit: 'Ilustración abstracta de un ojo robótico rodeado de arcos de circuito',
    waves: 'Ilustración abstracta de olas rosas superpuestas con pequeños puntos encima',
  },
  media: {
    sourceTitle: 'Departamento gráfico de Newsdesk',
    sourceDescription: 'Ilustraciones y animaciones realizadas por el equipo gráfico de Newsdesk.',
    license: 'CC BY 4.0 Newsdesk',
    videoAlt: 'Degradado animado en rosa y morado, la cortinilla de vídeo de Newsdesk',
    videoCaption: 'El vídeo explicativo de Newsdesk: lo esencial de la noticia en una breve animación.',
  },
  linkBlurbs: {
    paper: 'El artículo científico original, con métodos y resultados experimentales.',
    report: 'Un informe detallado con datos, gráficos y análisis.',
    official: 'La página oficial, con documentos originales y actualizaciones.',
    docs: 'Documentación técnica y recursos para desarrolladores.',
    news: 'Contexto y lecturas complementarias sobre el tema.',
  },
  popularSearches: ['AI Act', 'modelos de lenguaje', 'robots humanoides', 'chips', 'código abierto', 'privacidad', 'coche autónomo', 'radiología'],
  about: {
    title: 'Acerca de nosotros',
    excerpt: 'Newsdesk es una redacción multilingüe dedicada a la inteligencia artificial: investigación, industria, regulación e impacto en la sociedad.',
    content: [
      '<p>Newsdesk es una redacción independiente dedicada a la inteligencia artificial. Cada día explicamos las investigaciones, los productos, las leyes y los debates que dan forma a una tecnología que está cambiando cómo trabajamos, aprendemos y vivimos.</p>',
      '<h2 id="que-cubrimos">Qué cubrimos</h2>',
      '<p>Nuestro trabajo se organiza en seis secciones: modelos, investigación, industria, regulación, robótica y sociedad. Publicamos en italiano, inglés, francés, alemán, español y portugués, y escribimos cada edición para sus lectores en lugar de traducir palabra por palabra.</p>',
      '<h2 id="como-trabajamos">Cómo trabajamos</h2>',
      '<p>Siempre que es posible enlazamos a las fuentes primarias: artículos científicos, documentos oficiales y datos. Cuando recogemos una afirmación que no hemos podido verificar, lo decimos. Las correcciones son públicas y llevan fecha.</p>',
      '<p>Algunas ilustraciones se crean con ayuda de herramientas de IA; cuando una imagen de portada es sintética, lo indicamos con claridad.</p>',
      '<h2 id="esta-edicion">Esta edición</h2>',
      '<p>Los artículos que está leyendo son contenido de demostración. Las empresas y los productos que aparecen en los titulares son ficticios, mientras que las fuentes enlazadas al final de cada artículo son publicaciones reales que puede consultar.</p>',
      '<h2 id="contacto">Contacto</h2>',
      '<p>Pistas, correcciones y comentarios son siempre bienvenidos. Encontrará nuestra dirección de contacto al pie de cada página.</p>',
    ].join('\n'),
  },
  terms: {
    title: 'Términos y condiciones',
    excerpt: 'Las condiciones de uso del sitio web de Newsdesk y de sus contenidos.',
    content: [
      '<p>Estos términos regulan el uso del sitio web de Newsdesk. Al navegar por el sitio los acepta; si no está de acuerdo, le rogamos que no lo utilice.</p>',
      '<h2 id="uso-de-los-contenidos">Uso de los contenidos</h2>',
      '<p>Los artículos, ilustraciones y vídeos están protegidos por derechos de autor. Puede compartir enlaces y citas breves indicando la fuente. Cualquier otra reproducción requiere nuestro permiso por escrito.</p>',
      '<h2 id="sin-asesoramiento">Sin asesoramiento profesional</h2>',
      '<p>Nuestros contenidos tienen fines exclusivamente informativos. No constituyen asesoramiento jurídico, financiero, médico ni técnico y no sustituyen la opinión de un profesional cualificado.</p>',
      '<h2 id="enlaces-externos">Enlaces externos</h2>',
      '<p>Los artículos enlazan a sitios de terceros como referencia. No somos responsables de su contenido, disponibilidad ni prácticas de privacidad.</p>',
      '<h2 id="valoraciones">Valoraciones</h2>',
      '<p>Los lectores pueden valorar los artículos de forma anónima. Las valoraciones se agregan y solo sirven para saber qué contenidos resultan más útiles.</p>',
      '<h2 id="cambios">Cambios</h2>',
      '<p>Podemos actualizar estos términos de vez en cuando. La versión publicada en esta página es la vigente.</p>',
    ].join('\n'),
  },
};
