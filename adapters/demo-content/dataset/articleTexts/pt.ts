// Os artigos em português (de Portugal) da redação de demonstração. As empresas e
// os produtos dos títulos são fictícios; as fontes (outboundSources.ts) são
// reais. As secções 0 e 3 de cada tema têm um h3, a 1 uma lista e a 2 uma citação.
import type { ArticleTexts } from '../textTypes.ts';

export const PT_ARTICLES: ArticleTexts = {
  'language-models': {
    keywords: ['modelos de linguagem', 'LLM', 'raciocínio', 'treino', 'tokens'],
    headlines: [
      { title: 'Lumen Labs apresenta o Aurora 3, um modelo de linguagem que raciocina em menos passos', subtitle: 'O novo modelo troca dimensão por uma receita de treino mais inteligente, e os primeiros testes colocam-no ao nível de sistemas muito maiores.' },
      { title: 'Janelas de contexto de um milhão de tokens: como mudam a forma de usar os chatbots', subtitle: 'Colocar numa só pergunta um repositório de código inteiro ou um arquivo jurídico já é comum; difícil é fazer com que o modelo aproveite realmente todo esse texto.' },
      { title: 'Os modelos de linguagem pequenos conquistam as empresas sem alarido', subtitle: 'Modelos compactos que correm num portátil ou num telemóvel são mais baratos, mais rápidos e mais fáceis de controlar.' },
      { title: 'O que aprende realmente um modelo de linguagem durante o treino', subtitle: 'Prever a palavra seguinte parece trivial, mas as capacidades que daí resultam não o são de todo.' },
    ],
    lead: 'Por trás de cada chatbot está um modelo de linguagem treinado com quantidades enormes de texto, e a forma de construir estes sistemas está a mudar depressa: menos força bruta, dados mais bem escolhidos e um uso mais inteligente da capacidade de cálculo no momento em que o modelo responde.',
    sections: [
      {
        heading: 'Do maior ao mais inteligente',
        paragraphs: [
          'Durante anos, o progresso seguiu uma regra simples: mais parâmetros, mais dados, mais computação. As chamadas leis de escala descreviam esse equilíbrio com uma precisão surpreendente e levaram os laboratórios a construir sistemas cada vez maiores.',
          'Hoje o quadro é mais matizado. Os investigadores mostraram que muitos modelos estavam subtreinados para a sua dimensão e que uma rede mais pequena, alimentada com dados mais bem escolhidos, pode igualar uma gigante por uma fração do custo.',
        ],
        subsection: {
          heading: 'Pensar antes de responder',
          paragraphs: [
            'O truque mais recente é gastar mais computação quando chega a pergunta. Em vez de responder de imediato, o modelo escreve passos intermédios, verifica-os e só depois se decide, o que ajuda sobretudo em matemática, programação e planeamento.',
          ],
        },
      },
      {
        heading: 'O que muda para os utilizadores',
        paragraphs: [
          'Para quem usa estas ferramentas todos os dias, as mudanças são concretas: respostas acompanhadas de um raciocínio visível, documentos longos tratados de uma só vez e um custo por pedido em queda constante.',
          'Há também contrapartidas. Raciocinar mais significa responder mais devagar, e os passos apresentados nem sempre refletem com fidelidade o caminho que o modelo seguiu.',
        ],
        list: [
          'Mais contexto: relatórios, contratos ou projetos de software completos num só pedido.',
          'Preços mais baixos: para a mesma qualidade, o custo caiu a pique em dois anos.',
          'Uso de ferramentas: modelos que consultam sozinhos uma calculadora, um motor de busca ou uma base de dados.',
          'Instalação local: versões compactas que funcionam sem enviar dados para a nuvem.',
        ],
      },
      {
        heading: 'O debate entre investigadores',
        paragraphs: [
          'Nem todos estão convencidos de que melhores pontuações signifiquem uma compreensão mais profunda. Os críticos lembram que os modelos ainda cometem erros elementares quando um problema conhecido é formulado de outra maneira.',
          'Os defensores respondem que o mesmo acontece com as pessoas e que a pergunta útil não é se um modelo compreende, mas se é suficientemente fiável para uma determinada tarefa.',
        ],
        quote: {
          text: 'Aprendemos a medir o que estes modelos conseguem fazer muito mais depressa do que aprendemos a explicar porque o conseguem.',
          source: 'Uma investigadora em aprendizagem automática de uma universidade portuguesa',
        },
      },
      {
        heading: 'Os dados, o ingrediente escasso',
        paragraphs: [
          'O texto de qualidade disponível na web é finito, e os maiores treinos aproximam-se desse limite. Os laboratórios recorrem a arquivos licenciados, áudio transcrito e dados sintéticos gerados por outros modelos.',
          'Os dados sintéticos são poderosos mas arriscados: um modelo treinado em excesso com o que ele próprio produz pode perder diversidade e ampliar os seus erros de geração em geração.',
        ],
        subsection: {
          heading: 'Qualidade antes de quantidade',
          paragraphs: [
            'A filtragem tornou-se uma disciplina própria. Eliminar duplicados, spam e páginas de má qualidade melhora muitas vezes um modelo mais do que acrescentar milhares de milhões de palavras.',
          ],
        },
      },
      {
        heading: 'Questões em aberto',
        paragraphs: [
          'O consumo de energia, os direitos de autor e a concentração da capacidade de computação em poucas empresas continuam por resolver. Cada nova geração de modelos torna estas questões mais urgentes, e não menos.',
          'O que parece claro é que a época em que bastava fazer modelos maiores está a dar lugar a um panorama mais variado, em que a eficiência e a especialização contam tanto como a dimensão.',
        ],
      },
    ],
    captions: [
      'Cada resposta de um chatbot é calculada palavra a palavra, em servidores que trabalham dia e noite.',
      'Os modelos de linguagem transformam o texto em sequências de números antes de preverem o que vem a seguir.',
    ],
  },

  multimodal: {
    keywords: ['visão computacional', 'IA multimodal', 'geração de imagens', 'geração de vídeo', 'modelos de difusão'],
    headlines: [
      { title: 'Drones e câmaras que detetam doenças nas culturas antes dos agricultores', subtitle: 'Modelos de visão treinados com milhões de imagens de folhas permitem agir dias antes de uma praga ser visível a olho nu.' },
      { title: 'Os modelos multimodais já leem gráficos, talões e notas manuscritas', subtitle: 'Os sistemas que juntam visão e linguagem transformam documentos desarrumados em dados estruturados com uma precisão surpreendente.' },
      { title: 'A geração de vídeo dá um salto: clipes de um minuto com personagens coerentes', subtitle: 'Os mais recentes modelos de difusão mantêm rostos, luz e movimento coerentes entre planos, abrindo portas aos estúdios e levantando novas questões.' },
      { title: 'Marcas de água invisíveis e credenciais de conteúdo: a corrida para rotular as imagens de IA', subtitle: 'As normas de proveniência espalham-se por câmaras, programas de edição e plataformas, mas apagar os metadados continua a ser fácil.' },
    ],
    lead: 'A inteligência artificial já não trabalha só com palavras: os mesmos modelos olham para fotografias, leem documentos, analisam vídeos e criam as suas próprias imagens, esbatendo a fronteira entre compreender uma imagem e produzi-la.',
    sections: [
      {
        heading: 'Ver como um modelo',
        paragraphs: [
          'Os sistemas de visão modernos dividem uma imagem em pequenos blocos e processam-nos como um modelo de linguagem processa palavras. Treinados com enormes coleções de fotografias legendadas, aprendem a relacionar o que veem com a forma como as pessoas o descrevem.',
          'É essa ligação entre imagem e texto que os torna versáteis: o mesmo modelo pode classificar uma fotografia, responder a perguntas sobre ela ou encontrar imagens semelhantes num arquivo.',
        ],
        subsection: {
          heading: 'Do laboratório para o campo',
          paragraphs: [
            'A agricultura, o controlo de qualidade e a imagiologia médica estiveram entre os primeiros a apostar nesta tecnologia. Uma câmara num drone ou numa linha de produção, aliada a um bom modelo, deteta defeitos ou doenças que um olho cansado deixaria escapar.',
          ],
        },
      },
      {
        heading: 'O que os modelos multimodais já sabem fazer',
        paragraphs: [
          'Os ganhos mais visíveis estão na papelada do dia a dia. Faturas, formulários e capturas de ecrã que exigiam introdução manual de dados são agora lidos e resumidos automaticamente.',
          'A precisão é elevada mas não perfeita, por isso a maioria das empresas mantém uma pessoa a verificar tudo o que tenha consequências legais ou financeiras.',
        ],
        list: [
          'Ler tabelas e gráficos e explicar a tendência que mostram.',
          'Extrair montantes, datas e nomes de talões e faturas.',
          'Descrever fotografias para pessoas cegas ou com baixa visão.',
          'Comparar duas versões de um desenho técnico e listar as diferenças.',
        ],
      },
      {
        heading: 'Criar imagens e vídeos',
        paragraphs: [
          'Os modelos generativos trabalham no sentido inverso. Os modelos de difusão partem de ruído aleatório e refinam-no passo a passo até surgir uma imagem que corresponde à descrição.',
          'O vídeo acrescenta a dimensão do tempo e, com ela, o desafio de manter personagens, objetos e iluminação coerentes de um fotograma para o outro. Os sistemas mais recentes estão perto de o conseguir.',
        ],
        quote: {
          text: 'A questão já não é se um clipe gerado parece real, mas se alguém consegue dizer como foi feito.',
          source: 'Um supervisor de efeitos visuais que testa ferramentas generativas',
        },
      },
      {
        heading: 'Distinguir o real do sintético',
        paragraphs: [
          'Agora que as imagens geradas são indistinguíveis das fotografias, a atenção virou-se para a proveniência. As normas do setor anexam ao ficheiro informação assinada sobre a sua origem e as edições que sofreu.',
          'As marcas de água invisíveis inseridas nos píxeis são uma segunda linha de defesa, mas ambos os métodos podem ser contornados com uma captura de ecrã, um recorte ou uma simples recompressão.',
        ],
        subsection: {
          heading: 'Porque é que os rótulos não chegam',
          paragraphs: [
            'Os especialistas avisam que a rotulagem só funciona se as plataformas a mostrarem e o público confiar nela. A literacia mediática continua a ser tão importante como qualquer solução técnica.',
          ],
        },
      },
      {
        heading: 'Direitos e responsabilidades',
        paragraphs: [
          'Artistas e fotógrafos contestam a utilização das suas obras para treinar geradores de imagens, e tribunais de vários países estão a avaliar como se aplicam os direitos de autor.',
          'Entretanto, estúdios, agências de publicidade e redações escrevem as suas próprias regras sobre quando se podem usar imagens sintéticas e como o indicar ao público.',
        ],
      },
    ],
    captions: [
      'Os modelos de visão aprendem com imagens associadas às palavras que as pessoas usam para as descrever.',
      'Os modelos generativos constroem uma imagem passo a passo a partir de ruído aleatório.',
    ],
  },

  research: {
    keywords: ['investigação em IA', 'artigos científicos', 'aprendizagem por reforço', 'recuperação de informação', 'IA para a ciência'],
    headlines: [
      { title: 'Novo método de treino ensina os modelos a aprender com os próprios erros', subtitle: 'Os investigadores descrevem um ciclo de autocorreção que melhora o raciocínio matemático sem dados adicionais anotados à mão.' },
      { title: 'Geração aumentada por recuperação, dois anos depois: o que diz a investigação', subtitle: 'Ligar os modelos a um índice de pesquisa reduz as respostas inventadas, mas uma vaga de estudos mostra onde o método ainda falha.' },
      { title: 'IA para a ciência: os modelos que previam a forma das proteínas agora desenham novas', subtitle: 'Da previsão de estruturas ao desenho generativo, a aprendizagem automática está a transformar a biologia de laboratório.' },
      { title: 'A revisão por pares sob pressão perante a avalanche de artigos sobre IA', subtitle: 'As submissões às grandes conferências de aprendizagem automática batem recordes e os revisores não têm mãos a medir.' },
    ],
    lead: 'A investigação em aprendizagem automática avança a um ritmo que poucas disciplinas conheceram, com milhares de artigos novos todos os meses; só um punhado de ideias sobrevive a esta avalanche e acaba em ferramentas usadas por milhões de pessoas.',
    sections: [
      {
        heading: 'Como funciona o novo método',
        paragraphs: [
          'A ideia de fundo é simples: o modelo tenta resolver um problema, um verificador automático confere a resposta e o modelo só é recompensado se o resultado final estiver certo. Ronda após ronda, aprende as estratégias que funcionam.',
          'Como é o verificador que dá a nota, não é preciso um exército de anotadores humanos. A abordagem rende mais onde as respostas podem ser verificadas de forma mecânica, como na matemática e na programação.',
        ],
        subsection: {
          heading: 'Os limites da automelhoria',
          paragraphs: [
            'Quando não existe uma resposta certa clara, como na escrita ou no aconselhamento, é mais difícil desenhar uma recompensa automática, e o modelo pode aprender a agradar ao avaliador em vez de resolver a tarefa.',
          ],
        },
      },
      {
        heading: 'Os principais resultados',
        paragraphs: [
          'Os autores compararam o seu método com o ajuste fino convencional em vários testes públicos e relatam melhorias consistentes, sobretudo em problemas com vários passos.',
          'Como sempre acontece com as pré-publicações, os resultados ainda não foram reproduzidos de forma independente; o código foi publicado precisamente para o permitir.',
        ],
        list: [
          'A precisão em problemas de matemática de nível olímpico melhorou claramente.',
          'Os ganhos estenderam-se em parte a exercícios de programação nunca vistos.',
          'Os modelos pequenos beneficiaram proporcionalmente mais do que os grandes.',
          'As respostas ficaram mais longas, o que encarece cada pedido.',
        ],
      },
      {
        heading: 'O que dizem outros cientistas',
        paragraphs: [
          'Investigadores independentes saúdam a publicação do código e dos dados, mas pedem cautela com os números mais vistosos: algumas perguntas de teste podem já ter circulado na internet.',
          'Outros veem o trabalho como parte de uma mudança mais ampla, em que a qualidade do sinal de aprendizagem conta mais do que a dimensão do conjunto de treino.',
        ],
        quote: {
          text: 'O interessante não é a pontuação em si, mas a pouca supervisão humana que foi precisa para a alcançar.',
          source: 'Um professor de informática que não participou no estudo',
        },
      },
      {
        heading: 'Dos artigos à prática',
        paragraphs: [
          'As ideias apresentadas em conferências chegam muitas vezes aos produtos em poucos meses. A recuperação de documentos, o ajuste de baixa ordem e a aprendizagem por reforço a partir de avaliações humanas seguiram esse caminho.',
          'A velocidade tem um preço: a revisão por pares não acompanha o ritmo, e muitos resultados influentes só são conhecidos por pré-publicações nunca revistas formalmente.',
        ],
        subsection: {
          heading: 'Ciência para além da informática',
          paragraphs: [
            'Algumas das aplicações mais impressionantes estão noutras disciplinas. Prever o enrolamento das proteínas, fazer previsões meteorológicas ou descobrir novos materiais assenta hoje em métodos nascidos nos laboratórios de aprendizagem automática.',
          ],
        },
      },
      {
        heading: 'A reprodutibilidade conta',
        paragraphs: [
          'Treinar os modelos mais avançados custa milhões, pelo que poucos grupos universitários conseguem verificar o que afirmam os laboratórios industriais. Testes partilhados, pesos abertos e relatórios detalhados são o melhor remédio disponível.',
          'As agências de financiamento na Europa e noutros lados investem em infraestruturas públicas de computação precisamente para que as universidades possam continuar a fazer investigação independente.',
        ],
      },
    ],
    captions: [
      'Os laboratórios usam cada vez mais os modelos para decidir que experiências tentar primeiro.',
      'Os resultados de investigação circulam muitas vezes como pré-publicação muito antes da publicação oficial.',
    ],
  },

  'evaluation-open': {
    keywords: ['benchmarks', 'avaliação de modelos', 'código aberto', 'modelos de pesos abertos', 'classificações'],
    headlines: [
      { title: 'Benchmarks saturados: porque é que 90 % já não diz grande coisa', subtitle: 'Os testes que antes separavam os bons modelos dos excelentes estão quase resolvidos, e a contaminação dos dados piora a situação.' },
      { title: 'Por dentro da nova vaga de avaliações baseadas em tarefas reais', subtitle: 'Em vez de testes de escolha múltipla, os avaliadores pedem aos modelos que corrijam erros de software, naveguem na web e concluam projetos longos.' },
      { title: 'Os modelos de pesos abertos encurtam a distância para os sistemas proprietários', subtitle: 'Os modelos descarregáveis gratuitamente estão a meses, e não a anos, dos melhores sistemas fechados, o que muda a economia da IA.' },
      { title: 'O que significa realmente código aberto na IA e porque é que a definição importa', emphasis: 'código aberto', subtitle: 'Publicar os pesos não é o mesmo que publicar dados e código; uma nova definição tenta traçar a fronteira.' },
    ],
    lead: 'Quão bom é um modelo e quem tem o direito de o examinar? Medição e abertura são duas faces da mesma pergunta, e ambas se tornaram campo de batalha à medida que a IA sai dos laboratórios e entra nos produtos do dia a dia.',
    sections: [
      {
        heading: 'O problema das classificações',
        paragraphs: [
          'Um benchmark é um conjunto fixo de perguntas com respostas conhecidas. É barato de correr e fácil de comparar, e por isso as classificações tornaram-se a moeda dos anúncios sobre IA.',
          'O ponto fraco é que os testes fixos envelhecem depressa. Quando um benchmark se populariza, as suas perguntas acabam nos dados de treino e as pontuações sobem sem progresso real.',
        ],
        subsection: {
          heading: 'A contaminação, explicada',
          paragraphs: [
            'Se um modelo viu o teste durante o treino, pode limitar-se a recordar as respostas. Por isso os avaliadores mantêm conjuntos de perguntas privados, renovam-nos e procuram sinais de memorização.',
          ],
        },
      },
      {
        heading: 'Como funcionam as novas avaliações',
        paragraphs: [
          'As baterias de testes mais recentes parecem-se mais com uma tarefa profissional do que com um exame. O modelo recebe um objetivo, ferramentas e um limite de tempo, e é avaliado pelo trabalho efetivamente feito.',
          'São testes caros e mais difíceis de pontuar, mas dizem muito mais sobre o comportamento real de um sistema.',
        ],
        list: [
          'Corrigir erros reais em projetos de software livre.',
          'Concluir tarefas com vários passos num navegador.',
          'Responder a perguntas que exigem ler documentos longos.',
          'Saber quando parar e pedir ajuda a uma pessoa.',
        ],
      },
      {
        heading: 'Pesos abertos, debate aberto',
        paragraphs: [
          'Os modelos de pesos abertos podem ser descarregados, executados em hardware próprio e adaptados a novas tarefas. Para as empresas preocupadas com a privacidade e os custos, esse controlo é uma vantagem decisiva.',
          'Os críticos avisam que, uma vez publicados os pesos, as salvaguardas podem ser removidas. Os defensores respondem que a abertura permite a milhares de investigadores independentes encontrar problemas mais depressa.',
        ],
        quote: {
          text: 'A abertura não é uma questão de sim ou não: é a lista do que se partilha e do que se guarda.',
          source: 'O responsável por uma biblioteca de aprendizagem automática de código aberto muito usada',
        },
      },
      {
        heading: 'Definir a IA de código aberto',
        paragraphs: [
          'No software, o significado de código aberto está estabelecido há muito. Na IA não, porque um modelo não é só código: são também pesos, dados de treino e a receita que os liga.',
          'Uma definição comunitária publicada em 2024 exige informação suficiente sobre os dados para que uma pessoa qualificada possa construir um sistema substancialmente equivalente, um patamar que poucos lançamentos cumprem.',
        ],
        subsection: {
          heading: 'Porque é que o rótulo importa',
          paragraphs: [
            'O termo tem peso jurídico: as regras europeias preveem algumas isenções para os modelos de código aberto, pelo que chamar aberto a um lançamento já não é apenas uma questão de marketing.',
          ],
        },
      },
      {
        heading: 'A economia da abertura',
        paragraphs: [
          'Quando modelos capazes se descarregam gratuitamente, o valor passa para os dados, a integração e o serviço. Muitas startups constroem sobre modelos abertos para não dependerem de um único fornecedor.',
          'Os grandes operadores respondem com preços mais baixos e modelos mais pequenos, uma concorrência que até agora beneficiou sobretudo os utilizadores.',
        ],
      },
    ],
    captions: [
      'Uma pontuação vale o que vale o teste que a produz, e os testes envelhecem depressa.',
      'Os modelos abertos podem ser descarregados e estudados por quem tenha hardware suficiente.',
    ],
  },

  'startups-bigtech': {
    keywords: ['startups de IA', 'capital de risco', 'gigantes tecnológicas', 'nuvem', 'concorrência'],
    headlines: [
      { title: 'Nordlicht AI angaria 120 milhões de euros para levar agentes de IA à indústria europeia', subtitle: 'A startup de Munique quer automatizar as compras e o controlo de qualidade no chão de fábrica.' },
      { title: 'Da demonstração à faturação: o difícil segundo ano das startups de IA generativa', subtitle: 'Depois de um boom espetacular de financiamento, as empresas jovens enfrentam uma pergunta mais dura: os clientes vão continuar a pagar?' },
      { title: 'O investimento das gigantes tecnológicas em infraestrutura de IA atinge máximos', subtitle: 'Os maiores fornecedores de nuvem investem valores recorde em centros de dados, apostando que a procura vai continuar a crescer.' },
      { title: 'Parcerias, contratações em massa e concorrência: como as gigantes absorvem os laboratórios de IA', subtitle: 'Os reguladores dos dois lados do Atlântico examinam acordos que ficam a um passo da aquisição.' },
    ],
    lead: 'O dinheiro está a fluir para a inteligência artificial a um ritmo não visto desde os primeiros dias da internet, dos fundos de capital de risco que apoiam startups às gigantes tecnológicas que constroem centros de dados em todos os continentes.',
    sections: [
      {
        heading: 'Para onde vai o dinheiro',
        paragraphs: [
          'A maior parte do capital angariado pelas startups de IA acaba a pagar capacidade de computação, diretamente através de contratos na nuvem ou indiretamente através dos salários de engenheiros muito procurados.',
          'Os investidores estão cada vez mais seletivos. Quem se limita a pôr uma interface mais bonita sobre o modelo de outra empresa tem dificuldade em financiar-se, enquanto quem tem dados próprios ou conhecimento profundo de um setor continua a fechar rondas grandes.',
        ],
        subsection: {
          heading: 'O nicho europeu',
          paragraphs: [
            'As startups europeias tendem a concentrar-se na indústria, no cumprimento regulamentar e em línguas além do inglês, áreas em que o conhecimento local e a confiança pesam mais do que a escala.',
          ],
        },
      },
      {
        heading: 'O que os clientes compram de facto',
        paragraphs: [
          'Depois de um ano de projetos-piloto, as empresas separam as experiências das ferramentas que se pagam a si próprias. Ganham as que resolvem problemas concretos e caros, não as que prometem uma inteligência universal.',
          'Os modelos de preços continuam a mudar: licenças por utilizador, tarifas por utilização e contratos ligados a resultados convivem, e as margens são apertadas pelo custo de pôr os modelos a funcionar.',
        ],
        list: [
          'Assistentes de apoio ao cliente que resolvem pedidos de rotina.',
          'Ferramentas para programadores que escrevem testes e revêem alterações.',
          'Processamento de documentos para seguros, banca e escritórios de advogados.',
          'Agentes que gerem compras e a comunicação com fornecedores.',
        ],
      },
      {
        heading: 'A estratégia das gigantes',
        paragraphs: [
          'Os maiores grupos tecnológicos gastam dezenas de milhares de milhões por ano em chips, edifícios e contratos de energia. Apostam que a IA se tornará tão essencial para as suas nuvens como o armazenamento e as bases de dados.',
          'Os acionistas procuram sinais de retorno, e os resultados trimestrais já são lidos sobretudo à luz das receitas de IA.',
        ],
        quote: {
          text: 'Todos concordam que a procura é real; ninguém concorda sobre a rapidez com que se tornará lucro.',
          source: 'Um analista de tecnologia de um banco de investimento',
        },
      },
      {
        heading: 'Acordos à lupa',
        paragraphs: [
          'Em vez de comprarem startups, as grandes empresas investem cada vez mais nelas, assinam acordos exclusivos de nuvem ou contratam quase toda a equipa. Estas operações escapam muitas vezes ao controlo clássico das concentrações.',
          'As autoridades da concorrência na Europa, no Reino Unido e nos Estados Unidos abriram investigações para perceber se estes acordos reduzem a concorrência num mercado ainda em formação.',
        ],
        subsection: {
          heading: 'O que os reguladores receiam',
          paragraphs: [
            'O receio é que o controlo de chips, capacidade na nuvem e dados permita a poucas empresas decidir quem pode construir modelos avançados e em que condições.',
          ],
        },
      },
      {
        heading: 'Sinais de bolha?',
        paragraphs: [
          'As avaliações atingiram níveis que deixam alguns investidores nervosos, e as comparações com a bolha das empresas pontocom são frequentes. Outros respondem que, ao contrário de então, a tecnologia já gera receitas mensuráveis.',
          'Ambas as coisas podem ser verdade: uma correção dos preços não travaria a difusão da tecnologia, tal como a internet continuou a crescer depois de 2001.',
        ],
      },
    ],
    captions: [
      'O financiamento das empresas de IA concentra-se num pequeno número de rondas muito grandes.',
      'A construção de centros de dados tornou-se um indicador-chave do investimento em IA.',
    ],
  },

  chips: {
    keywords: ['chips de IA', 'semicondutores', 'GPU', 'centros de dados', 'energia'],
    headlines: [
      { title: 'Ardent Silicon apresenta um chip de inferência que quase não gasta energia', subtitle: 'O acelerador da startup aponta à carga de trabalho que mais cresce na IA: responder aos utilizadores, e não treinar modelos.' },
      { title: 'O muro da memória: porque é que a memória de elevada largura de banda é agora o estrangulamento', subtitle: 'A computação é cada vez mais rápida, mas alimentar os chips com dados tornou-se a verdadeira limitação.' },
      { title: 'A aposta da Europa em chips de IA próprios', subtitle: 'Fundos públicos e uma nova geração de startups procuram reduzir a dependência de um punhado de fornecedores estrangeiros.' },
      { title: 'Centros de dados e rede elétrica: a questão energética por trás do boom da IA', subtitle: 'A procura de eletricidade da IA cresce depressa e obriga os operadores a repensar onde e como construir.' },
    ],
    lead: 'Cada resposta de um chatbot é calculada em chips especializados num centro de dados, e a corrida a processadores mais rápidos, baratos e eficientes tornou-se uma das grandes competições industriais da década.',
    sections: [
      {
        heading: 'Treino e inferência',
        paragraphs: [
          'Treinar um grande modelo é um esforço pontual que pode ocupar milhares de aceleradores durante meses. A inferência, ou seja, o trabalho de responder aos pedidos, acontece milhares de milhões de vezes por dia e cresce muito mais depressa.',
          'Essa mudança conta para o desenho dos chips. A inferência premeia o baixo consumo, a baixa latência e o baixo custo por resposta mais do que o desempenho máximo.',
        ],
        subsection: {
          heading: 'Desenhos especializados',
          paragraphs: [
            'Os recém-chegados apostam em chips pensados para uma única tarefa, sem as funções de que os processadores genéricos precisam. O risco é os modelos mudarem mais depressa do que o silício pode ser redesenhado.',
          ],
        },
      },
      {
        heading: 'Os estrangulamentos',
        paragraphs: [
          'Produzir mais chips não é só uma questão de fábricas. A cadeia de abastecimento tem vários pontos apertados, cada um controlado por muito poucas empresas.',
          'Qualquer perturbação nessa cadeia, de uma catástrofe natural a uma restrição à exportação, sente-se em todo o setor em poucas semanas.',
        ],
        list: [
          'Processos de fabrico avançados oferecidos por muito poucas fundições.',
          'Memória de elevada largura de banda empilhada junto ao processador.',
          'Encapsulamento avançado que junta vários chips num só módulo.',
          'Capacidade elétrica e de refrigeração nos próprios centros de dados.',
        ],
      },
      {
        heading: 'A posição da Europa',
        paragraphs: [
          'A Europa é forte em equipamento de fabrico e investigação, mas fraca na produção dos chips mais avançados. Uma lei própria, aprovada em 2023, pretende mobilizar investimento público e privado para mudar isso.',
          'Várias startups europeias desenham aceleradores para inferência e dispositivos periféricos, áreas em que a eficiência energética pode pesar mais do que a velocidade pura.',
        ],
        quote: {
          text: 'Não precisamos de ganhar todas as corridas; precisamos de garantir que nunca ficamos de fora de nenhuma.',
          source: 'Um consultor de política industrial em Bruxelas',
        },
      },
      {
        heading: 'A fatura energética',
        paragraphs: [
          'Em algumas regiões, os centros de dados já representam uma parte considerável da procura de eletricidade, e a IA acelera esse crescimento. As agências internacionais preveem um forte aumento do consumo até ao fim da década.',
          'Os operadores assinam contratos de longo prazo de energia renovável, experimentam o nuclear e instalam os novos centros onde a rede tem capacidade livre.',
        ],
        subsection: {
          heading: 'Ganhos de eficiência',
          paragraphs: [
            'Cada nova geração de chips faz mais trabalho por watt, e truques de software como modelos mais pequenos ou menor precisão numérica reduzem ainda mais o consumo. A grande questão é saber se a eficiência cresce mais depressa do que a procura.',
          ],
        },
      },
      {
        heading: 'A geopolítica do silício',
        paragraphs: [
          'Os controlos à exportação de chips avançados e das máquinas para os fabricar transformaram os semicondutores numa questão de segurança nacional. Os governos subsidiam a produção interna a uma escala sem precedentes.',
          'Para os compradores, o resultado é um mercado mais fragmentado, com horizontes de planeamento mais longos e um prémio para quem garante o abastecimento mais cedo.',
        ],
      },
    ],
    captions: [
      'Cada nova geração de aceleradores promete mais computação por cada watt que consome.',
      'Os aceleradores são montados em bastidores que precisam de refrigeração potente.',
    ],
  },

  regulation: {
    keywords: ['AI Act', 'regulamento europeu da IA', 'conformidade', 'IA de finalidade geral', 'União Europeia'],
    headlines: [
      { title: 'AI Act: o que muda para as empresas agora que se aplicam as primeiras obrigações', subtitle: 'As proibições de práticas inaceitáveis e o dever de literacia em IA já se aplicam, e as regras para os modelos de finalidade geral vêm a seguir.' },
      { title: 'Modelos de IA de finalidade geral e código de boas práticas, explicados', subtitle: 'Quem desenvolve grandes modelos tem de documentar o treino, respeitar os direitos de autor e avaliar os riscos sistémicos; eis como.' },
      { title: 'Sistemas de IA de risco elevado: uma lista prática para a conformidade', subtitle: 'Recrutamento, avaliação de crédito, dispositivos médicos: se o seu sistema cabe numa destas áreas, é isto que deve preparar.' },
      { title: 'Para além da Europa: como o resto do mundo regula a IA', subtitle: 'Dos quadros voluntários às leis vinculativas, os governos seguem caminhos muito diferentes.' },
    ],
    lead: 'O regulamento europeu da inteligência artificial, conhecido como AI Act, é a primeira lei abrangente sobre IA no mundo, e as suas obrigações aplicam-se por fases ao longo de vários anos, com um calendário claro mas exigente para empresas de dentro e de fora da Europa.',
    sections: [
      {
        heading: 'Uma abordagem baseada no risco',
        paragraphs: [
          'O regulamento não trata toda a IA da mesma forma. Classifica os sistemas segundo o risco que representam para a saúde, a segurança e os direitos fundamentais, e define as obrigações em conformidade.',
          'A maioria das aplicações, como os filtros de spam ou as recomendações de compras, pouco ou nada muda. Um pequeno conjunto de práticas fica proibido e os sistemas de risco elevado têm de cumprir requisitos rigorosos.',
        ],
        subsection: {
          heading: 'O que é proibido',
          paragraphs: [
            'Entre as práticas proibidas estão a classificação social por parte das autoridades públicas, a manipulação que explora vulnerabilidades e a maior parte da identificação biométrica à distância em tempo real em espaços públicos, com exceções estreitas para as forças de segurança.',
          ],
        },
      },
      {
        heading: 'O calendário',
        paragraphs: [
          'O regulamento entrou em vigor em agosto de 2024, mas as suas disposições aplicam-se por etapas, para dar tempo a empresas e autoridades de se prepararem.',
          'As datas abaixo são as do texto original; a Comissão Europeia propôs entretanto ajustes a algumas obrigações de risco elevado, pelo que convém acompanhar as atualizações oficiais.',
        ],
        list: [
          'Fevereiro de 2025: proibição das práticas inaceitáveis e obrigações de literacia em IA.',
          'Agosto de 2025: regras para os modelos de IA de finalidade geral e estruturas de governação.',
          'Agosto de 2026: a maioria dos requisitos para sistemas de risco elevado.',
          'Agosto de 2027: IA de risco elevado integrada em produtos abrangidos por outras normas europeias de segurança.',
        ],
      },
      {
        heading: 'As regras para os modelos de finalidade geral',
        paragraphs: [
          'Os fornecedores de grandes modelos utilizáveis em muitas tarefas têm de publicar documentação técnica, um resumo dos conteúdos usados no treino e uma política de respeito pelos direitos de autor.',
          'Os modelos mais potentes, aos quais se presume um risco sistémico, têm deveres adicionais: avaliações, comunicação de incidentes, cibersegurança e mitigação de riscos. Um código de boas práticas voluntário explica como cumprir.',
        ],
        quote: {
          text: 'O código de boas práticas transforma princípios gerais numa lista de verificação com que os engenheiros conseguem realmente trabalhar.',
          source: 'A responsável pela conformidade de uma empresa europeia de software',
        },
      },
      {
        heading: 'Os sistemas de risco elevado na prática',
        paragraphs: [
          'São considerados de risco elevado os sistemas usados no recrutamento, na educação, na avaliação de crédito, nas infraestruturas críticas, na atividade policial e nos dispositivos médicos. Os seus fornecedores têm de gerir os riscos, documentar o sistema e garantir supervisão humana.',
          'As empresas que os utilizam também têm obrigações, desde acompanhar o seu funcionamento até informar as pessoas afetadas.',
        ],
        subsection: {
          heading: 'Por onde começar',
          paragraphs: [
            'Os juristas aconselham começar por um inventário: listar todos os sistemas de IA em uso, anotar quem os fornece e o que decidem, e só depois avaliar em que categoria se enquadram.',
          ],
        },
      },
      {
        heading: 'O panorama mundial',
        paragraphs: [
          'Outras jurisdições escolheram caminhos diferentes. Os Estados Unidos apoiam-se sobretudo em quadros voluntários e regras setoriais, o Reino Unido nos reguladores existentes e vários países asiáticos em leis específicas.',
          'Os organismos internacionais procuram um terreno comum: os princípios da OCDE, a convenção do Conselho da Europa e as normas técnicas pretendem manter regras compatíveis entre países.',
        ],
      },
    ],
    captions: [
      'As regras da IA estão a ser escritas ao mesmo tempo em Bruxelas, nas capitais nacionais e em organismos internacionais.',
      'As regras europeias aplicam-se a qualquer empresa que ofereça sistemas de IA no mercado da União.',
    ],
  },

  'privacy-ethics': {
    keywords: ['privacidade', 'RGPD', 'ética da IA', 'enviesamentos algorítmicos', 'responsabilidade'],
    headlines: [
      { title: 'Um modelo pode esquecer? O direito ao apagamento perante a aprendizagem automática', subtitle: 'A lei de proteção de dados dá às pessoas o direito de apagar os seus dados; retirá-los de um modelo já treinado é outra história.' },
      { title: 'As autoridades de proteção de dados apertam a vigilância sobre os chatbots', subtitle: 'Os reguladores europeus querem saber como são recolhidos os dados pessoais para o treino e como os utilizadores se podem opor.' },
      { title: 'Enviesamentos nos algoritmos de recrutamento: lições das últimas auditorias', subtitle: 'As auditorias independentes continuam a concluir que as ferramentas de triagem automática tratam os candidatos de forma desigual, muitas vezes de modo subtil.' },
      { title: 'Quem responde quando um sistema de IA causa danos?', subtitle: 'Responsabilidade, transparência e supervisão humana: o debate ético passa dos princípios à prática.' },
    ],
    lead: 'Os sistemas de IA são treinados com dados sobre pessoas e tomam cada vez mais decisões sobre elas, o que coloca a privacidade, a equidade e a prestação de contas no centro de um debate que sai dos seminários e chega aos tribunais e às empresas.',
    sections: [
      {
        heading: 'Dados pessoais nos conjuntos de treino',
        paragraphs: [
          'Os grandes modelos são treinados com textos e imagens recolhidos na web, e esse material contém inevitavelmente nomes, fotografias e dados pessoais. Segundo o direito europeu, tratar esses dados exige um fundamento jurídico.',
          'As autoridades de proteção de dados pediram aos fornecedores que expliquem como invocam o interesse legítimo, como filtram a informação sensível e como as pessoas se podem opor.',
        ],
        subsection: {
          heading: 'O direito a ser esquecido',
          paragraphs: [
            'Apagar um registo de uma base de dados é fácil; eliminar a sua influência de um modelo treinado não. A investigação sobre o chamado desaprendizado automático é muito ativa, mas muitas vezes o único método garantido continua a ser treinar tudo de novo.',
          ],
        },
      },
      {
        heading: 'O que perguntam os reguladores',
        paragraphs: [
          'As autoridades de controlo coordenaram o seu trabalho a nível europeu e publicaram orientações sobre a aplicação das regras de proteção de dados aos modelos de IA.',
          'As suas perguntas são práticas e muitas vezes incómodas para os fornecedores.',
        ],
        list: [
          'De que fontes vêm os dados de treino?',
          'Como são excluídos os dados sensíveis, como os de saúde?',
          'O modelo pode revelar informação pessoal nas respostas?',
          'Como exercem os utilizadores os direitos de acesso, retificação e oposição?',
        ],
      },
      {
        heading: 'Enviesamentos escondidos nos dados',
        paragraphs: [
          'Um algoritmo treinado com contratações do passado pode aprender os preconceitos de quem as decidiu. Mesmo sem dados explícitos sobre sexo ou origem, indícios como o código postal ou os passatempos podem reproduzir a discriminação.',
          'As auditorias comparam os resultados entre grupos e verificam como mudam quando só uma característica protegida é alterada. Encontram com frequência diferenças que os programadores não tinham visto.',
        ],
        quote: {
          text: 'Um modelo não precisa de saber o seu sexo para o tratar de forma diferente por causa dele.',
          source: 'Uma auditora especializada em equidade algorítmica',
        },
      },
      {
        heading: 'A responsabilidade na prática',
        paragraphs: [
          'Quando uma decisão automatizada prejudica alguém, a responsabilidade reparte-se entre quem desenvolveu o modelo, a empresa que o adotou e a pessoa que nele confiou. O direito ainda está a recuperar o atraso.',
          'A documentação ajuda: as fichas de modelo e as fichas de dados descrevem para que foi criado um sistema, como foi testado e onde não deve ser usado.',
        ],
        subsection: {
          heading: 'Uma pessoa no processo',
          paragraphs: [
            'A supervisão humana só funciona se quem supervisiona tiver tempo, informação e autoridade para contrariar a máquina. Caso contrário, fica reduzida a um carimbo.',
          ],
        },
      },
      {
        heading: 'Dos princípios à prática',
        paragraphs: [
          'Os organismos internacionais adotaram princípios éticos para a IA que a maioria dos governos subscreve. O desafio é traduzir palavras como equidade e transparência em procedimentos e métricas.',
          'As empresas que levam o tema a sério criam comissões de revisão, fazem avaliações de impacto antes de cada lançamento e publicam as conclusões, incluindo as incómodas.',
        ],
      },
    ],
    captions: [
      'Autoridades de proteção de dados e auditores perguntam como os sistemas automatizados chegam às suas decisões.',
      'Os dados pessoais aparecem nos conjuntos de treino mais vezes do que os utilizadores imaginam.',
    ],
  },

  'humanoids-industrial': {
    keywords: ['robótica', 'robôs humanoides', 'automação industrial', 'cobots', 'manutenção preditiva'],
    headlines: [
      { title: 'Helix Robotics mostra um humanoide que aprende tarefas a observar', subtitle: 'O protótipo dobra roupa e arruma prateleiras depois de poucas demonstrações, embora ainda se mova devagar.' },
      { title: 'Robôs humanoides no armazém: moda passageira ou a próxima revolução?', subtitle: 'Os projetos-piloto multiplicam-se, mas a rentabilidade depende da fiabilidade, da segurança e do preço.' },
      { title: 'Os robôs colaborativos ficam mais inteligentes com os modelos de visão e linguagem', subtitle: 'Os cobots que percebem instruções faladas aproximam a automação dos pequenos fabricantes.' },
      { title: 'Manutenção preditiva: como a IA mantém as linhas de produção a funcionar', subtitle: 'Sensores e modelos de deteção de anomalias descobrem as avarias antes de pararem uma fábrica.' },
    ],
    lead: 'Os robôs estão a sair das jaulas: graças a modelos que combinam visão, linguagem e controlo do movimento, as máquinas aprendem a trabalhar ao lado das pessoas e a realizar tarefas demasiado variadas para serem programadas à mão.',
    sections: [
      {
        heading: 'Aprender pelo exemplo',
        paragraphs: [
          'Os robôs industriais tradicionais repetem movimentos programados ao milímetro. A nova geração aprende com exemplos: uma pessoa executa uma tarefa algumas vezes e o robô generaliza para objetos e posições novos.',
          'Os mesmos modelos que descrevem imagens por palavras estão a ser alargados para produzir ações, ligando o que o robô vê ao que deve fazer a seguir.',
        ],
        subsection: {
          heading: 'Porquê humanoides?',
          paragraphs: [
            'Fábricas, lojas e casas foram pensadas para corpos humanos. Um robô com braços, mãos e pernas pode, em princípio, usar as mesmas ferramentas e os mesmos espaços sem obras dispendiosas.',
          ],
        },
      },
      {
        heading: 'Onde trabalham hoje os robôs',
        paragraphs: [
          'A robótica industrial é um mercado maduro, com milhões de unidades em funcionamento no mundo segundo a federação do setor. O crescimento vem agora de novas utilizações e de empresas mais pequenas.',
          'Os humanoides continuam quase sempre em fase piloto, mas os robôs colaborativos já são comuns em oficinas que nunca poderiam pagar uma linha totalmente automatizada.',
        ],
        list: [
          'Preparação e embalagem de encomendas em centros logísticos.',
          'Alimentação de máquinas e inspeção de qualidade em fábricas.',
          'Transporte de material em hospitais e laboratórios.',
          'Montagens repetitivas ao lado dos operadores.',
        ],
      },
      {
        heading: 'A segurança primeiro',
        paragraphs: [
          'Um robô que partilha o espaço com pessoas tem de abrandar, parar ou dar passagem sempre que alguém se aproxima. As normas internacionais definem como conceber e testar essa colaboração.',
          'O comportamento aprendido complica a certificação, porque os engenheiros não conseguem enumerar antecipadamente todos os movimentos que um modelo pode escolher.',
        ],
        quote: {
          text: 'Um robô que funciona na perfeição noventa e nove vezes em cem é uma demonstração; numa linha de produção é preciso muito mais.',
          source: 'Um engenheiro de automação de um fabricante de média dimensão',
        },
      },
      {
        heading: 'Os dados do chão de fábrica',
        paragraphs: [
          'A IA está a mudar as fábricas mesmo onde nenhum robô se mexe. Sensores de vibração, temperatura e ruído alimentam modelos que aprendem como é o funcionamento normal e assinalam os desvios.',
          'Detetar um rolamento gasto dias antes de falhar evita paragens imprevistas que podem custar muito mais do que a reparação.',
        ],
        subsection: {
          heading: 'Pequenas empresas, grandes ganhos',
          paragraphs: [
            'Os serviços na nuvem e os sensores baratos baixaram a barreira de entrada: a manutenção preditiva já não é exclusiva das grandes fábricas com equipas de cientistas de dados.',
          ],
        },
      },
      {
        heading: 'O que significa para os trabalhadores',
        paragraphs: [
          'A automação tende a assumir tarefas mais do que profissões inteiras, deslocando as pessoas para a supervisão, a manutenção e a resolução de problemas. A transição é mais suave onde a formação é planeada com tempo.',
          'A falta de mão de obra em muitas regiões industriais é uma das razões por que as empresas investem em robôs, transformando a automação numa forma de manter a produção, mais do que numa ameaça.',
        ],
      },
    ],
    captions: [
      'Os robôs saem das células vedadas das fábricas para espaços partilhados com pessoas.',
      'Os robôs colaborativos foram concebidos para trabalhar em segurança ao lado das pessoas.',
    ],
  },

  vehicles: {
    keywords: ['veículos autónomos', 'robotáxi', 'condução autónoma', 'simulação', 'logística'],
    headlines: [
      { title: 'Os robotáxis da Kestrel chegam a uma segunda cidade europeia', subtitle: 'O serviço sem condutor arranca com um operador de segurança a bordo e uma área de serviço limitada.' },
      { title: 'Os níveis de condução automatizada explicados sem jargão', subtitle: 'Do cruise control ao carro sem condutor: o que significa cada nível e em que ponto está realmente o setor.' },
      { title: 'Simulação: é assim que os carros autónomos aprendem a lidar com o inesperado', subtitle: 'Os mundos virtuais permitem testar milhares de milhões de quilómetros de situações raras e perigosas.' },
      { title: 'Camiões autónomos e robôs de parque transformam os centros logísticos', subtitle: 'Os veículos sem condutor chegam primeiro onde as vias são privadas e os percursos repetitivos.' },
    ],
    lead: 'A condução autónoma esteve anos ao virar da esquina; hoje os táxis sem condutor transportam passageiros pagantes em várias cidades, enquanto camiões e vaivéns autónomos conquistam em silêncio portos, armazéns e parques industriais.',
    sections: [
      {
        heading: 'Como vê um carro autónomo',
        paragraphs: [
          'Câmaras, radares e muitas vezes lidar dão ao veículo uma imagem contínua do que o rodeia. Os modelos reconhecem carros, ciclistas e peões e preveem para onde cada um se vai mover.',
          'Depois, um sistema de planeamento escolhe um percurso seguro, legal e confortável, e atualiza-o muitas vezes por segundo.',
        ],
        subsection: {
          heading: 'A condução de ponta a ponta',
          paragraphs: [
            'Alguns programadores treinam agora uma única grande rede que passa diretamente dos dados dos sensores para o volante e os travões, em vez de encadear módulos separados. É mais simples, mas mais difícil de explicar.',
          ],
        },
      },
      {
        heading: 'Os níveis de automação',
        paragraphs: [
          'Os engenheiros usam uma escala de seis níveis definida por uma norma internacional. A diferença essencial está em quem vigia a estrada: o condutor ou o sistema.',
          'A maioria dos carros vendidos hoje fica pelo nível 2, em que quem conduz tem de estar sempre atento.',
        ],
        list: [
          'Níveis 0 a 2: assistências como a manutenção na faixa e o cruise control adaptativo; o condutor continua responsável.',
          'Nível 3: o carro conduz sozinho em condições específicas, mas pode pedir ao condutor que retome o controlo.',
          'Nível 4: não é preciso condutor dentro de uma área delimitada, como um bairro.',
          'Nível 5: conduzir em qualquer lado onde uma pessoa o faria, ainda fora de alcance.',
        ],
      },
      {
        heading: 'Testes em mundos virtuais',
        paragraphs: [
          'Acontecimentos raros como uma criança que atravessa a correr ou um colchão que cai de um camião não podem ser testados em segurança na via pública. A simulação permite recriá-los milhares de vezes com variações.',
          'Os modelos generativos já produzem dados de sensores realistas para esses cenários, reduzindo a distância entre simulação e realidade.',
        ],
        quote: {
          text: 'O último um por cento das situações leva noventa e nove por cento do esforço.',
          source: 'Um engenheiro de segurança que trabalha em condução automatizada',
        },
      },
      {
        heading: 'As regras da estrada',
        paragraphs: [
          'As autorizações para veículos sem condutor variam muito. Alguns países permitem serviços de nível 4 com licenças específicas; outros, apenas testes com um condutor de segurança.',
          'Os regulamentos de veículos das Nações Unidas, adotados por muitos países, fixam requisitos comuns para a manutenção automática na faixa e outras funções, facilitando a homologação entre países.',
        ],
        subsection: {
          heading: 'A confiança do público',
          paragraphs: [
            'Cada incidente com um carro sem condutor atrai uma atenção muito superior ao seu peso estatístico. Os operadores publicam dados de segurança para mostrar que os seus veículos têm menos acidentes do que os condutores humanos.',
          ],
        },
      },
      {
        heading: 'A logística abre caminho',
        paragraphs: [
          'Portos, centros de distribuição e minas oferecem ambientes controlados, percursos repetitivos e fortes incentivos económicos. Em alguns deles, tratores, vaivéns e camiões de parque autónomos já são rotina.',
          'Nas autoestradas multiplicam-se os testes de camiões sem condutor entre centros logísticos, com um operador remoto pronto a intervir quando for preciso.',
        ],
      },
    ],
    captions: [
      'Os serviços sem condutor começam em áreas pequenas e cuidadosamente mapeadas antes de se expandirem.',
      'Os sensores dos veículos autónomos constroem uma imagem contínua da estrada.',
    ],
  },

  'work-skills': {
    keywords: ['futuro do trabalho', 'produtividade', 'competências em IA', 'requalificação', 'IA na educação'],
    headlines: [
      { title: 'Assistentes de IA no trabalho: os ganhos de produtividade são reais mas desiguais', subtitle: 'Os estudos encontram as maiores melhorias entre os trabalhadores menos experientes e as menores entre os especialistas.' },
      { title: 'Que profissões estão mais expostas à IA generativa e o que isso significa realmente', subtitle: 'Estar exposto não é o mesmo que ser substituído: a maioria das funções vai mudar tarefa a tarefa.' },
      { title: 'Requalificação em grande escala: as empresas lançam formação em IA para os trabalhadores', subtitle: 'A literacia em IA está a tornar-se uma competência básica e, na Europa, também uma exigência legal.' },
      { title: 'As universidades reescrevem as regras dos exames na era dos chatbots', subtitle: 'Exames orais, projetos acompanhados e regras de utilização transparentes substituem as proibições totais.' },
    ],
    lead: 'A IA generativa está a chegar aos escritórios, aos centros de contacto e às salas de aula mais depressa do que quase qualquer tecnologia anterior, e os primeiros estudos sólidos começam a mostrar quem beneficia, quem está exposto e o que é preciso aprender.',
    sections: [
      {
        heading: 'O que medem os estudos',
        paragraphs: [
          'Experiências de campo no apoio ao cliente, no desenvolvimento de software e na consultoria compararam trabalhadores com e sem assistente de IA. A maioria encontrou trabalho mais rápido e, em muitos casos, de melhor qualidade.',
          'Os maiores ganhos foram para os recém-chegados, que usaram o assistente para aprender as práticas dos colegas mais experientes.',
        ],
        subsection: {
          heading: 'O paradoxo do especialista',
          paragraphs: [
            'Os trabalhadores experientes beneficiaram menos e, por vezes, pioraram ao confiar na ferramenta fora da sua área, um lembrete de que saber quando não confiar na IA também é uma competência.',
          ],
        },
      },
      {
        heading: 'Tarefas, não profissões',
        paragraphs: [
          'Os investigadores estimam a exposição decompondo as profissões em tarefas e perguntando quais poderiam ser aceleradas por um modelo de linguagem. Grande parte dos empregos tem alguma tarefa exposta, mas poucos estão totalmente expostos.',
          'Na prática, as funções são redesenhadas mais do que eliminadas, pelo menos a curto prazo.',
        ],
        list: [
          'Escrever primeiras versões de e-mails, relatórios e resumos.',
          'Pesquisar e sintetizar informação de muitos documentos.',
          'Traduzir e adaptar conteúdos para públicos diferentes.',
          'Escrever e rever código de software de rotina.',
        ],
      },
      {
        heading: 'A formação torna-se indispensável',
        paragraphs: [
          'As empresas estão a lançar cursos sobre como escrever bons pedidos, verificar resultados e proteger dados confidenciais. Na União Europeia, o AI Act obriga as organizações a garantir um nível adequado de literacia em IA ao pessoal que utiliza estes sistemas.',
          'Os programas mais eficazes são práticos e adaptados a cada função, e não palestras genéricas.',
        ],
        quote: {
          text: 'Deixámos de ensinar a ferramenta e passámos a ensinar discernimento: quando a usar, como a verificar e quando a pôr de lado.',
          source: 'A responsável pela formação de um banco europeu',
        },
      },
      {
        heading: 'A escola e a universidade adaptam-se',
        paragraphs: [
          'Depois de uma primeira vaga de proibições, a maioria das universidades permite as ferramentas de IA com regras claras. Os estudantes têm de declarar como as usaram e a avaliação passa a valorizar trabalhos que mostram o raciocínio.',
          'Os exames orais, os projetos feitos em aula e os trabalhos personalizados voltaram a estar na moda porque são mais difíceis de delegar.',
        ],
        subsection: {
          heading: 'Os professores também precisam de apoio',
          paragraphs: [
            'Os inquéritos mostram que muitos professores se sentem pouco preparados. Os organismos internacionais recomendam formar os docentes e fixar limites de idade e regras de proteção de dados antes de levar estas ferramentas aos alunos.',
          ],
        },
      },
      {
        heading: 'Quem ganha e quem perde',
        paragraphs: [
          'Os economistas avisam que os ganhos de produtividade não se traduzem automaticamente em salários mais altos. A repartição dos benefícios depende da negociação, da concorrência e das políticas públicas.',
          'Os trabalhadores com muitas tarefas expostas e sem acesso a formação são os que mais arriscam, o que faz da aprendizagem ao longo da vida uma questão de justiça, além de eficiência.',
        ],
      },
    ],
    captions: [
      'A formação em ferramentas de IA está a entrar no desenvolvimento profissional corrente.',
      'Muitas tarefas de escritório começam já com uma primeira versão escrita com a ajuda da IA.',
    ],
  },

  'health-education': {
    keywords: ['IA na saúde', 'radiologia', 'IA médica', 'tutores de IA', 'literacia em IA'],
    headlines: [
      { title: 'IA na radiologia: de segundo leitor a assistente de triagem', subtitle: 'Os algoritmos que assinalam os exames urgentes encurtam os tempos de espera nos hospitais que os utilizam.' },
      { title: 'Os modelos de linguagem clínicos passam nos exames de medicina, mas estão prontos para os doentes?', subtitle: 'As boas notas escondem questões em aberto sobre segurança, responsabilidade e desempenho no mundo real.' },
      { title: 'Tutores de IA na sala de aula: primeiros resultados dos projetos-piloto nas escolas', subtitle: 'A prática personalizada ajuda muito alguns alunos, mas os professores continuam indispensáveis para que funcione.' },
      { title: 'Ensinar inteligência artificial desde o primeiro ciclo', subtitle: 'Os currículos começam a explicar como funcionam os algoritmos, onde falham e como usá-los de forma responsável.' },
    ],
    lead: 'A saúde e a educação são duas das áreas em que a inteligência artificial promete mais benefícios e exige mais cuidado, porque os erros afetam diretamente doentes e crianças.',
    sections: [
      {
        heading: 'Algoritmos na sala de relatórios',
        paragraphs: [
          'A radiologia foi uma das primeiras especialidades médicas a adotar a IA. Os reguladores autorizaram centenas de algoritmos, a maioria para detetar achados em radiografias, TAC e ressonâncias.',
          'O papel mais útil até agora é muitas vezes a triagem: reordenar a lista para que os exames com suspeita de hemorragia ou fratura sejam lidos primeiro.',
        ],
        subsection: {
          heading: 'Um segundo par de olhos',
          paragraphs: [
            'No rastreio do cancro da mama, vários estudos testaram a IA como segundo leitor ao lado do radiologista. Os resultados sugerem que pode reduzir a carga de trabalho sem baixar a taxa de deteção, desde que seja acompanhada com atenção.',
          ],
        },
      },
      {
        heading: 'O que esperam os médicos',
        paragraphs: [
          'Os clínicos estão abertos a ferramentas que poupem tempo, mas desconfiam de caixas negras. Querem saber como um sistema foi validado e com que doentes.',
          'Os inquéritos apontam algumas condições recorrentes para a confiança.',
        ],
        list: [
          'Validação com dados dos doentes locais, e não só com os do fabricante.',
          'Explicações claras sobre o que o sistema assinala e porquê.',
          'Integração nos programas existentes em vez de mais um ecrã.',
          'Clareza sobre quem responde se a ferramenta errar.',
        ],
      },
      {
        heading: 'Modelos de linguagem à cabeceira',
        paragraphs: [
          'Os grandes modelos de linguagem já obtêm notas altas nos exames de acesso à medicina. Alguns hospitais usam-nos para preparar rascunhos de notas de alta ou resumir processos clínicos para médicos com pouco tempo.',
          'Passar num exame não é exercer medicina: os modelos podem afirmar erros com toda a confiança e o seu desempenho em casos reais varia muito.',
        ],
        quote: {
          text: 'Um exame mede conhecimentos; uma enfermaria mede o juízo perante a incerteza, e isso é muito mais difícil de testar.',
          source: 'Uma médica hospitalar que participa na avaliação de ferramentas de IA',
        },
      },
      {
        heading: 'Aprendizagem personalizada',
        paragraphs: [
          'Os tutores baseados em IA adaptam os exercícios a cada aluno, dão resposta imediata e explicam os erros de várias formas. Os projetos-piloto relatam melhorias, sobretudo entre quem tinha ficado para trás.',
          'O efeito depende da forma como os professores integram a ferramenta: como substituto da aula ajuda pouco; como prática adicional pode ajudar muito.',
        ],
        subsection: {
          heading: 'Perceber como funciona a IA',
          paragraphs: [
            'Alguns países estão a incluir a literacia em IA nos currículos: não a programação, mas saber como os sistemas aprendem com dados, porque erram e como questionar as suas respostas.',
          ],
        },
      },
      {
        heading: 'Garantias para os mais vulneráveis',
        paragraphs: [
          'Os dados de saúde e os dados de menores gozam de proteção especial no direito europeu. Qualquer projeto de IA nestas áreas precisa, desde o primeiro dia, de uma gestão de dados cuidadosa.',
          'A Organização Mundial da Saúde e a UNESCO publicaram orientações que recomendam supervisão humana, transparência e conceção inclusiva, para que os benefícios cheguem a todos e não só a quem já está bem servido.',
        ],
      },
    ],
    captions: [
      'Os projetos-piloto em hospitais e escolas medem-se pelo trabalho dos profissionais que apoiam.',
      'Médicos e professores usam as ferramentas de IA sobretudo para ordenar, resumir e preparar, não para decidir.',
    ],
  },
};
