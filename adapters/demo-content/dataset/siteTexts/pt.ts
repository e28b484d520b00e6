// Os textos em português à volta dos artigos: categorias, secções de fecho,
// créditos dos media, pesquisas populares e páginas estáticas.
import type { SiteTexts } from '../textTypes.ts';

export const PT_SITE: SiteTexts = {
  categories: {
    models: { name: 'Modelos', slug: 'modelos-pt', description: 'Modelos de linguagem, de visão e generativos: como são construídos, o que sabem fazer e onde falham.' },
    llm: { name: 'Modelos de linguagem', slug: 'modelos-de-linguagem', description: 'Os chatbots, o raciocínio e os grandes modelos de linguagem que os fazem funcionar.' },
    vision: { name: 'Visão computacional', slug: 'visao-computacional', description: 'Modelos que veem: reconhecimento de imagens, leitura de documentos e IA multimodal.' },
    generative: { name: 'IA generativa', slug: 'ia-generativa-pt', description: 'Imagens, vídeos e sons criados pela IA, e como distingui-los dos reais.' },
    research: { name: 'Investigação', slug: 'investigacao', description: 'Artigos, experiências e a ciência por trás da inteligência artificial.' },
    papers: { name: 'Artigos científicos', slug: 'artigos-cientificos', description: 'Os estudos mais relevantes, explicados sem jargão.' },
    benchmarks: { name: 'Benchmarks', slug: 'benchmarks-pt', description: 'Como se medem os sistemas de IA e o que significam realmente as pontuações.' },
    opensource: { name: 'Código aberto', slug: 'codigo-aberto', description: 'Modelos de pesos abertos, bibliotecas e as comunidades que os desenvolvem.' },
    industry: { name: 'Indústria', slug: 'industria-pt', description: 'Empresas, investimento e as infraestruturas da economia da IA.' },
    startups: { name: 'Startups', slug: 'startups-pt', description: 'Empresas jovens, rondas de financiamento e novos modelos de negócio.' },
    bigtech: { name: 'Gigantes tecnológicas', slug: 'gigantes-tecnologicas', description: 'As estratégias dos grandes grupos tecnológicos e os acordos que moldam o mercado.' },
    chips: { name: 'Chips e hardware', slug: 'chips-e-hardware', description: 'Processadores, centros de dados e a energia que alimenta a IA.' },
    policy: { name: 'Regulação', slug: 'regulacao', description: 'Leis, direitos e as questões éticas levantadas pela inteligência artificial.' },
    laws: { name: 'Leis e normas', slug: 'leis-e-normas', description: 'O AI Act e as regras que se escrevem no resto do mundo.' },
    privacy: { name: 'Privacidade', slug: 'privacidade', description: 'Dados pessoais, vigilância e os direitos dos utilizadores.' },
    ethics: { name: 'Ética', slug: 'etica-pt', description: 'Enviesamentos, responsabilidade e os valores embutidos nas decisões automatizadas.' },
    robotics: { name: 'Robótica', slug: 'robotica-pt', description: 'Robôs, veículos e máquinas que atuam no mundo físico.' },
    humanoids: { name: 'Robôs humanoides', slug: 'robos-humanoides', description: 'Robôs com forma humana, dos protótipos de laboratório aos primeiros projetos-piloto.' },
    industrial: { name: 'Automação industrial', slug: 'automacao-industrial', description: 'Fábricas, armazéns e robôs colaborativos.' },
    vehicles: { name: 'Veículos autónomos', slug: 'veiculos-autonomos', description: 'Robotáxis, camiões sem condutor e as regras da estrada.' },
    society: { name: 'Sociedade', slug: 'sociedade', description: 'Como a IA está a mudar o trabalho, a escola, a saúde e o dia a dia.' },
    work: { name: 'Trabalho', slug: 'trabalho', description: 'Emprego, produtividade e as competências necessárias.' },
    education: { name: 'Educação', slug: 'educacao', description: 'A IA nas salas de aula e nas universidades, e aprender sobre a própria IA.' },
    health: { name: 'Saúde', slug: 'saude', description: 'Medicina, hospitais e as promessas e limites da IA clínica.' },
  },
  closings: [
    {
      heading: 'O que acompanhar a seguir',
      paragraphs: [
        'Os próximos meses vão mostrar se os primeiros resultados se mantêm fora de ambientes controlados. As avaliações independentes, as decisões das autoridades e a experiência dos primeiros grandes clientes vão pesar mais do que qualquer anúncio.',
        'Vamos continuar a acompanhar o tema e a atualizar a nossa cobertura à medida que surgirem novos dados.',
      ],
    },
    {
      heading: 'Porque é que isto importa',
      paragraphs: [
        'Avanços como este raramente ficam entre especialistas. Em um ou dois anos aparecem nas ferramentas que usamos no trabalho, nos serviços públicos e no telemóvel.',
        'Percebê-los cedo ajuda leitores, empresas e decisores a fazer as perguntas certas antes que outros decidam por eles.',
      ],
    },
    {
      heading: 'O quadro geral',
      paragraphs: [
        'Visto à distância, é uma peça de uma mudança mais ampla: a inteligência artificial está a passar das demonstrações espetaculares para uma infraestrutura sobre a qual se constrói tudo o resto.',
        'Essa transição traz menos espetáculo e mais responsabilidade, para quem cria estes sistemas e para quem decide como são usados.',
      ],
    },
    {
      heading: 'Em resumo',
      paragraphs: ['Para quem tem pouco tempo, eis o essencial.'],
      list: [
        'A tecnologia avança depressa, mas os resultados no terreno variam.',
        'Os custos, as regras e a confiança do público vão decidir a velocidade da sua difusão.',
        'As verificações independentes continuam a ser indispensáveis antes de tirar conclusões.',
      ],
    },
    {
      heading: 'O que continua incerto',
      paragraphs: [
        'Várias perguntas continuam sem resposta: até que ponto os resultados se generalizam, quais são os custos a longo prazo e quem vai assumir os riscos quando algo correr mal.',
        'Estas incertezas não são motivo para desvalorizar os avanços, mas são uma razão para olhar com saudável ceticismo para as promessas mais ousadas.',
      ],
    },
    {
      heading: 'A nossa leitura',
      paragraphs: [
        'Os progressos da IA são reais, e os seus limites também. A atitude mais útil não é o entusiasmo nem o alarme, mas a atenção às provas.',
        'Se trabalha nesta área ou é afetado por ela, gostaríamos de conhecer a sua experiência: ajuda-nos a contar melhor a história.',
      ],
    },
  ],
  artAlt: {
    network: 'Ilustração abstrata de nós luminosos ligados como uma rede neuronal sobre fundo cor-de-rosa',
    orbits: 'Ilustração abstrata de órbitas concêntricas à volta de um núcleo cor-de-rosa brilhante',
    grid: 'Ilustração abstrata de um microchip com as suas pistas de circuito sobre fundo escuro',
    balance: 'Composição abstrata de círculos e quadrados translúcidos em equilíbrio sobre uma linha fina',
    circuit: 'Ilustração abstrata de um olho robótico rodeado de arcos de circuito',
    waves: 'Ilustração abstrata de ondas cor-de-rosa sobrepostas com pequenos pontos por cima',
  },
  media: {
    sourceTitle: 'Departamento gráfico da Newsdesk',
    sourceDescription: 'Ilustrações e animações produzidas pela equipa gráfica da Newsdesk.',
    license: 'CC BY 4.0 Newsdesk',
    videoAlt: 'Gradiente animado em cor-de-rosa e roxo, o separador de vídeo da Newsdesk',
    videoCaption: 'O vídeo explicativo da Newsdesk: o essencial da notícia numa breve animação.',
  },
  linkBlurbs: {
    paper: 'O artigo científico original, com métodos e resultados experimentais.',
    report: 'Um relatório aprofundado com dados, gráficos e análises.',
    official: 'A página oficial, com documentos originais e atualizações.',
    docs: 'Documentação técnica e recursos para programadores.',
    news: 'Contexto e leituras complementares sobre o tema.',
  },
  popularSearches: ['AI Act', 'modelos de linguagem', 'robôs humanoides', 'chips', 'código aberto', 'privacidade', 'carro autónomo', 'radiologia'],
  about: {
    title: 'Sobre nós',
    excerpt: 'A Newsdesk é uma redação multilingue dedicada à inteligência artificial: investigação, indústria, regulação e impacto na sociedade.',
    content: [
      '<p>A Newsdesk é uma redação independente dedicada à inteligência artificial. Todos os dias explicamos a investigação, os produtos, as leis e os debates que moldam uma tecnologia que está a mudar a forma como trabalhamos, aprendemos e vivemos.</p>',
      '<h2 id="o-que-cobrimos">O que cobrimos</h2>',
      '<p>O nosso trabalho organiza-se em seis secções: modelos, investigação, indústria, regulação, robótica e sociedade. Publicamos em italiano, inglês, francês, alemão, espanhol e português, e escrevemos cada edição para os seus leitores em vez de traduzir palavra a palavra.</p>',
      '<h2 id="como-trabalhamos">Como trabalhamos</h2>',
      '<p>Sempre que possível, remetemos para as fontes primárias: artigos científicos, documentos oficiais e dados. Quando reproduzimos uma afirmação que não conseguimos verificar, dizemo-lo. As correções são públicas e datadas.</p>',
      '<p>Algumas ilustrações são criadas com a ajuda de ferramentas de IA; quando uma imagem de capa é sintética, indicamo-lo claramente.</p>',
      '<h2 id="esta-edicao">Esta edição</h2>',
      '<p>Os artigos que está a ler são conteúdo de demonstração. As empresas e os produtos referidos nos títulos são fictícios, enquanto as fontes indicadas no fim de cada artigo são publicações reais que pode consultar.</p>',
      '<h2 id="contacto">Contacto</h2>',
      '<p>Pistas, correções e comentários são sempre bem-vindos. Encontra o nosso endereço de contacto no fundo de cada página.</p>',
    ].join('\n'),
  },
  terms: {
    title: 'Termos e condições',
    excerpt: 'As condições de utilização do site da Newsdesk e dos seus conteúdos.',
    content: [
      '<p>Estes termos regulam a utilização do site da Newsdesk. Ao navegar no site, aceita-os; se não concordar, pedimos-lhe que não o utilize.</p>',
      '<h2 id="utilizacao-dos-conteudos">Utilização dos conteúdos</h2>',
      '<p>Os artigos, ilustrações e vídeos estão protegidos por direitos de autor. Pode partilhar ligações e citações curtas, indicando a fonte. Qualquer outra reprodução requer a nossa autorização por escrito.</p>',
      '<h2 id="sem-aconselhamento">Sem aconselhamento profissional</h2>',
      '<p>Os nossos conteúdos têm fins exclusivamente informativos. Não constituem aconselhamento jurídico, financeiro, médico ou técnico e não substituem a opinião de um profissional qualificado.</p>',
      '<h2 id="ligacoes-externas">Ligações externas</h2>',
      '<p>Os artigos remetem para sites de terceiros como referência. Não somos responsáveis pelo seu conteúdo, disponibilidade ou práticas de privacidade.</p>',
      '<h2 id="avaliacoes">Avaliações</h2>',
      '<p>Os leitores podem avaliar os artigos de forma anónima. As avaliações são agregadas e servem apenas para perceber que conteúdos são mais úteis.</p>',
      '<h2 id="alteracoes">Alterações</h2>',
      '<p>Podemos atualizar estes termos de tempos a tempos. A versão publicada nesta página é a que está em vigor.</p>',
    ].join('\n'),
  },
};
