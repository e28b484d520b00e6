// Portuguese closings, one per article (article v of a topic ends with the
// topic's entry v): each returns to its own story, so no two articles end alike.
import type { ClosingTexts } from '../textTypes.ts';
import { closing } from './closing.ts';

export const PT_CLOSINGS: ClosingTexts = {
  'language-models': [
    closing('O que o Aurora 3 ainda tem de provar', 'A Lumen Labs publicou as suas próprias pontuações; a prova que conta será o desempenho do Aurora 3 em avaliações independentes e nas mãos dos programadores que pagam cada resposta. Daremos conta desses resultados quando chegarem.'),
    closing('Memória longa, leitura atenta', 'Um milhão de tokens é uma capacidade, não uma garantia de atenção. Enquanto os modelos não encontrarem com segurança a única cláusula que importa em mil páginas, um leitor humano terá de verificar o que citam.'),
    closing('As vantagens do pequeno', 'Os modelos pequenos não vão substituir os maiores sistemas, mas estão a transformar a IA num componente que as empresas podem possuir, operar e auditar por si. Para muitas, isso contará mais do que o próximo recorde numa tabela.'),
    closing('Palavra a palavra, um longo caminho', 'Saber como um modelo é treinado não explica tudo o que ele sabe fazer, mas explica boa parte do que faz mal. É o mais útil a recordar da próxima vez que um chatbot parecer muito seguro de si.'),
  ],
  multimodal: [
    closing('Do campo à colheita', 'Os agricultores dos projetos-piloto vão julgar o sistema por uma única medida: menos colheita perdida pelo mesmo gasto. Serão os rendimentos da próxima campanha, mais do que as taxas de precisão, a decidir se as câmaras ficam.'),
    closing('Burocracia automatizada, mas verificada', 'Ler um talão já é fácil para uma máquina; perceber que o leu mal, não. As empresas que deixam as exceções a uma pessoa ficam com as vantagens sem os erros caros.'),
    closing('Um minuto de filme, muitas perguntas', 'Os estúdios veem storyboards e efeitos mais baratos; atores e sindicatos veem a própria imagem em jogo. As regras sobre consentimento e créditos vão moldar esta tecnologia tanto como a sua próxima versão.'),
    closing('Etiquetas que resistem à viagem', 'A proveniência só funciona se acompanhar uma imagem da câmara até ao ecrã. Será a decisão das plataformas de manter e mostrar essas credenciais a ditar se os leitores alguma vez as verão.'),
  ],
  research: [
    closing('Aprender com os próprios erros', 'A autocorreção é promissora em problemas de matemática com resposta verificável. Falta mostrar, nos próximos artigos, que funciona também em perguntas que não a têm.'),
    closing('A recuperação não resolve tudo', 'Ligar um modelo a um índice de pesquisa torna as respostas mais fáceis de verificar, não automaticamente certas. Os estudos concordam num ponto: a qualidade do que é recuperado decide a qualidade do que é escrito.'),
    closing('De prever a desenhar', 'Uma proteína desenhada é uma hipótese até um laboratório a produzir e medir o que faz. O estrangulamento passa dos computadores para a bancada, onde as experiências ainda levam semanas.'),
    closing('Rever os revisores', 'As conferências testam limites de submissões, revisões recíprocas e regras mais claras sobre a ajuda da IA. O próximo ciclo de submissões mostrará se a revisão por pares consegue acompanhar o ritmo.'),
  ],
  'evaluation-open': [
    closing('Depois do teto', 'Um benchmark saturado não é inútil: passa a ser o mínimo que qualquer modelo sério tem de ultrapassar. A comparação a sério mudou-se para testes mais difíceis e mais recentes, mantidos fora dos dados de treino.'),
    closing('Tarefas, não questionários', 'As avaliações com tarefas reais são mais lentas e caras de fazer, e mais difíceis de contornar. Se os laboratórios as adotarem em larga escala, as pontuações dirão finalmente algo sobre o trabalho que se pretende fazer.'),
    closing('Uma distância de meses', 'Os modelos de pesos abertos dão a investigadores e empresas pequenas algo para examinar, adaptar e executar nos seus próprios termos. Quanto tempo a distância se manterá tão curta depende de quem continuar a publicar os pesos.'),
    closing('Porque a palavra importa', 'Uma definição comum de IA de código aberto dá a compradores, reguladores e programadores a mesma bitola. O debate vai continuar sobre os dados de treino, a parte que a maioria dos lançamentos ainda guarda para si.'),
  ],
  'startups-bigtech': [
    closing('O próximo passo da Nordlicht', 'O novo dinheiro dá à Nordlicht tempo para provar os seus agentes em fábricas reais. Os primeiros grandes clientes, e se renovam ou não, dirão mais do que o tamanho da ronda.'),
    closing('O teste do segundo ano', 'As jovens empresas de IA que vendem uma poupança mensurável renovam os contratos; as que venderam curiosidade têm mais dificuldades. As próximas rondas de financiamento vão separar umas das outras.'),
    closing('Betão, aço e chips', 'Os centros de dados levam anos a planear e décadas a pagar-se. Se a procura abrandar, estes investimentos vão pesar nas contas muito depois de os anúncios serem esquecidos.'),
    closing('Acordos à lupa', 'As autoridades da concorrência avaliam se as velhas regras sobre fusões servem para acordos de novo tipo. As primeiras decisões dirão ao setor até onde podem ir parcerias e contratações.'),
  ],
  chips: [
    closing('A eficiência posta à prova', 'Os números de consumo da Ardent Silicon vêm dos seus próprios testes. Medições independentes com cargas reais, e os primeiros clientes dispostos a mudar, vão decidir se o chip encontra mercado.'),
    closing('Alimentar os processadores', 'Os fabricantes de memória estão a aumentar a produção, mas a nova capacidade demora a chegar. Até lá, a velocidade dos sistemas de IA dependerá tanto da habilidade com que movem os dados como da rapidez com que calculam.'),
    closing('A aposta de longo prazo da Europa', 'Construir uma indústria de chips leva mais tempo do que costuma durar um programa de financiamento. O sucesso medir-se-á em fábricas a funcionar e projetos que se vendem, não nas verbas anunciadas.'),
    closing('Energia antes do desempenho', 'Para os novos centros de dados, o recurso escasso passa a ser a ligação à rede, não os chips. Onde os operadores encontrarem eletricidade limpa e fiável decidirá onde a IA é construída.'),
  ],
  regulation: [
    closing('Obrigações por etapas', 'O Regulamento da IA aplica-se por fases, e cada prazo traz novas obrigações para empresas diferentes. Quem fizer já o levantamento dos seus sistemas terá mais facilidade nas etapas seguintes.'),
    closing('Um código escrito com o setor', 'O código de boas práticas é voluntário, mas segui-lo é a forma mais simples de os fornecedores de modelos mostrarem que cumprem. Valerá a pena ver que empresas aderem e quais ficam de fora.'),
    closing('A conformidade como hábito', 'A lista de verificação é um ponto de partida, não um exercício pontual: os sistemas de risco elevado têm de ser acompanhados enquanto estiverem em uso. Bons registos desde o início são a forma mais barata de cumprir.'),
    closing('Caminhos diferentes, preocupações comuns', 'As abordagens variam, mas as preocupações são quase as mesmas em toda a parte: segurança, equidade e responsabilização. A coordenação internacional decidirá se as empresas enfrentam um único conjunto de expectativas ou muitos.'),
  ],
  'privacy-ethics': [
    closing('O direito a ser esquecido, retreinado', 'O desaprendizado automático é um campo de investigação ativo, mas nenhum método dá ainda aos reguladores as provas que pedem. Até lá, a resposta mais segura é manter os dados pessoais fora dos conjuntos de treino desde o início.'),
    closing('Os reguladores perante os chatbots', 'As investigações em curso vão fixar expectativas para todas as empresas que treinam modelos com dados pessoais. Respostas claras sobre consentimento e oposição ajudariam utilizadores e fornecedores por igual.'),
    closing('Auditorias que mudam práticas', 'Uma auditoria só serve se as suas conclusões levarem a mudanças. Os empregadores que testam regularmente as suas ferramentas, e publicam o que encontram, estão a definir o padrão pelo qual os outros serão medidos.'),
    closing('Responder pelos danos automatizados', 'As novas regras de responsabilidade procuram facilitar a reparação a quem sofre danos causados pela IA. A responsabilidade, no fim, continua a ser de quem decide pôr estes sistemas a funcionar.'),
  ],
  'humanoids-industrial': [
    closing('Da demonstração à implementação', 'Aprender com poucas demonstrações é um avanço real; fazê-lo com segurança milhares de vezes por dia é o passo mais difícil. Os primeiros pilotos pagos da Helix mostrarão quanto o protótipo já avançou.'),
    closing('O veredicto do armazém', 'Os armazéns só vão adotar humanoides quando igualarem o custo e a fiabilidade das máquinas e das pessoas que já lá trabalham. Os pilotos em curso vão produzir os números que encerram a questão.'),
    closing('Automação para empresas pequenas', 'Os cobots que entendem instruções faladas baixam o custo de automatizar séries curtas e mudanças frequentes. Para os pequenos fabricantes, pode ser a primeira automação que se paga a si própria.'),
    closing('Ganhos discretos na fábrica', 'A manutenção preditiva raramente faz manchetes, porque os seus êxitos são avarias que nunca acontecem. O seu valor vê-se em menos paragens e em peças encomendadas antes de serem precisas.'),
  ],
  vehicles: [
    closing('Uma segunda cidade, um teste maior', 'O novo serviço da Kestrel será avaliado pelo seu historial de segurança e pela forma como lida com o trânsito da cidade. Caberá às autoridades decidir quando o operador de segurança pode sair.'),
    closing('Ler os níveis', 'Os níveis são um mapa útil, mas o marketing confunde-os muitas vezes. Uma pergunta simples ajuda: quem é responsável pela condução neste momento, o carro ou a pessoa?'),
    closing('Quilómetros simulados, estradas reais', 'A simulação multiplica as situações raras com que um carro pode aprender, mas vale o que vale o seu modelo do mundo. Os testes em estrada continuam a ser a verificação final.'),
    closing('Primeiro, a logística', 'Parques privados e rotas fixas permitem aos veículos autónomos gerar receitas antes de estarem prontos para qualquer rua. O que se aprender ali vai moldar a sua chegada à via pública.'),
  ],
  'work-skills': [
    closing('Ganhos para partilhar', 'Os estudos apontam para trabalho mais rápido, sobretudo entre quem está a começar. Como esses ganhos se dividem entre empregadores e trabalhadores é uma pergunta a que a tecnologia não responderá sozinha.'),
    closing('Exposição, tarefa a tarefa', 'A maioria das profissões vai mudar uma tarefa de cada vez em vez de desaparecer. Quem souber quais das suas tarefas são afetadas estará mais bem preparado para se adaptar.'),
    closing('Formação que fica', 'Os cursos curtos criam consciência; as competências duradouras nascem da prática em trabalho real. As empresas que integrarem a IA nas tarefas diárias tirarão mais partido dos orçamentos de formação.'),
    closing('Exames para uma nova era', 'As universidades convergem em regras que avaliam a compreensão em vez de proibir ferramentas. A sua experiência vai orientar as escolas que enfrentam as mesmas perguntas.'),
  ],
  'health-education': [
    closing('Relatórios mais rápidos, a mesma responsabilidade', 'O software de triagem encurta as listas de espera, mas o relatório continua a ser assinado pelo radiologista. Os hospitais que o adotam verificam se leituras mais rápidas significam também melhores resultados para os doentes.'),
    closing('Do exame à enfermaria', 'Passar num exame é uma fasquia baixa para a medicina. Ensaios clínicos com doentes reais, e regras claras sobre quem responde, têm de vir antes de estes modelos aconselharem à cabeceira do doente.'),
    closing('Tutores ao serviço dos professores', 'Os pilotos sugerem que os tutores de IA ajudam mais quando são os professores a decidir como e quando os usar. As escolas que os ponderam devem planear a formação tanto como o software.'),
    closing('Literacia para a próxima geração', 'Ensinar às crianças como funcionam os algoritmos prepara-as para questionar as ferramentas que vão usar todos os dias. O desafio agora é formar professores suficientes para o fazer bem.'),
  ],
};
