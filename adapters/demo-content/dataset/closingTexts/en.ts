// English closings, one per article (article v of a topic ends with the
// topic's entry v): each returns to its own story, so no two articles end alike.
import type { ClosingTexts } from '../textTypes.ts';
import { closing } from './closing.ts';

export const EN_CLOSINGS: ClosingTexts = {
  'language-models': [
    closing('What Aurora 3 still has to prove', 'Lumen Labs has published its own scores; the test that counts is how Aurora 3 fares in independent evaluations and in the hands of developers who pay for every answer. We will report those results when they arrive.'),
    closing('Long memory, careful reading', 'A million tokens is a capacity, not a guarantee of attention. Until models reliably find the one clause that matters in a thousand pages, a human reader still has to check what they quote.'),
    closing('The case for small', 'Small models will not replace the largest systems, but they are turning AI into a component companies can own, run and audit themselves. That may matter more to most businesses than the next record on a leaderboard.'),
    closing('Next word, long road', 'Knowing how a model is trained does not explain everything it can do, but it explains a great deal of what it gets wrong. It is the most useful thing to keep in mind the next time a chatbot sounds sure of itself.'),
  ],
  multimodal: [
    closing('From the field to the harvest', 'The growers in the pilots will judge the system by one measure: fewer lost crops for the money spent. Next season\'s yields, rather than accuracy scores, will decide whether the cameras stay.'),
    closing('Paperwork, automated but checked', 'Reading a receipt is now easy for a machine; knowing when it has misread one is not. Companies that keep a person on the exceptions are getting the benefits without the costly mistakes.'),
    closing('A minute of film, many questions', 'Studios see cheaper storyboards and effects; actors and unions see their likeness at stake. The rules on consent and credit will shape this technology as much as its next version will.'),
    closing('Labels that survive the journey', 'Provenance only works if it travels with a picture from the camera to the screen. Whether platforms keep and show those credentials will decide whether readers ever see them.'),
  ],
  research: [
    closing('Learning from its own errors', 'Self-correction looks promising on maths problems with a checkable answer. Whether it carries over to questions without one is what the next round of papers needs to show.'),
    closing('Retrieval is not a cure-all', 'Connecting a model to a search index makes its answers easier to check, not automatically right. The studies agree on one point: the quality of what is retrieved decides the quality of what is written.'),
    closing('From predicting to designing', 'A designed protein is a hypothesis until a laboratory has made it and measured what it does. The bottleneck is moving from computers to the bench, where experiments still take weeks.'),
    closing('Reviewing the reviewers', 'Conferences are experimenting with caps, reciprocal reviewing and clearer rules on AI assistance. How the next cycle of submissions is handled will show whether peer review can keep pace.'),
  ],
  'evaluation-open': [
    closing('After the ceiling', 'A saturated benchmark is not useless: it becomes a floor every serious model must clear. The real comparison has moved to harder, fresher tests that are kept out of training data.'),
    closing('Tasks, not quizzes', 'Real-world evaluations are slower and costlier to run, and harder to game. If labs adopt them widely, the scores will finally say something about the work people want done.'),
    closing('A gap measured in months', 'Open-weight models give researchers and smaller companies something to inspect, adapt and run on their own terms. How long the gap stays this narrow depends on who keeps publishing their weights.'),
    closing('Why the word matters', 'A shared definition of open source AI gives buyers, regulators and developers the same yardstick. Expect the debate to continue over training data, the part most releases still keep to themselves.'),
  ],
  'startups-bigtech': [
    closing('Nordlicht\'s next step', 'The new money buys Nordlicht time to prove its agents in real factories. Its first large customers, and whether they renew, will say more than the size of the round.'),
    closing('The second-year test', 'Young AI companies that sell a measurable saving are renewing their contracts; those that sold curiosity are finding it harder. The next funding rounds will sort one group from the other.'),
    closing('Concrete, steel and chips', 'Data centres take years to plan and decades to pay back. If demand slows, these investments will weigh on balance sheets long after the announcements are forgotten.'),
    closing('Deals under the microscope', 'Competition authorities are testing whether old merger rules fit new kinds of deals. Their first decisions will tell the industry how far partnerships and hiring can go.'),
  ],
  chips: [
    closing('Efficiency on trial', 'Ardent Silicon\'s power figures come from its own tests. Independent measurements on real workloads, and the first customers willing to switch, will decide whether the chip finds a market.'),
    closing('Feeding the processors', 'Memory makers are expanding production, but new capacity takes time to come online. Until it does, the speed of AI systems will depend on how cleverly they move data as much as on how fast they compute.'),
    closing('Europe\'s long game', 'Building a chip industry takes longer than a funding programme usually lasts. Success will be measured in factories that run and designs that sell, not in the money announced.'),
    closing('Power before performance', 'Grid connections, not chips, are becoming the scarce resource for new data centres. Where operators can find clean, reliable power will shape where AI is built.'),
  ],
  regulation: [
    closing('Obligations arriving in stages', 'The AI Act applies in phases, and each deadline brings new duties for different companies. Firms that map their systems now will find the later stages easier to meet.'),
    closing('A code written with the industry', 'The code of practice is voluntary, but following it is the simplest way for model providers to show they comply. Which companies sign up, and which do not, will be worth watching.'),
    closing('Compliance as a habit', 'The checklist is a starting point, not a one-off exercise: high-risk systems must be monitored for as long as they are in use. Good records kept from the start are the cheapest way to comply.'),
    closing('Different roads, shared concerns', 'The approaches differ, but the worries are much the same everywhere: safety, fairness and accountability. International coordination will decide whether companies face one set of expectations or many.'),
  ],
  'privacy-ethics': [
    closing('The right to be forgotten, retrained', 'Machine unlearning is an active field of research, but no method yet gives regulators the proof they ask for. Until one does, the safest answer is to keep personal data out of training sets in the first place.'),
    closing('Regulators and chatbots', 'The inquiries under way will set expectations for every company that trains models on personal data. Clear answers on consent and objection would help users and providers alike.'),
    closing('Audits that change practice', 'An audit is only useful if its findings lead to changes. Employers that test their tools regularly, and publish what they find, are setting the standard others will be measured against.'),
    closing('Answerable for automated harm', 'New liability rules aim to make it easier for people harmed by AI to obtain redress. Responsibility, in the end, still lies with the people who choose to deploy these systems.'),
  ],
  'humanoids-industrial': [
    closing('From demonstration to deployment', 'Learning from a few demonstrations is a real advance; doing it safely, thousands of times a day, is the harder step. Helix\'s first paying pilots will show how far the prototype has come.'),
    closing('The warehouse verdict', 'Warehouses will adopt humanoids only when they match the cost and reliability of the machines and people already there. The pilots under way will produce the numbers that settle the question.'),
    closing('Automation for smaller firms', 'Cobots that take spoken instructions lower the cost of automating short runs and frequent changes. For small manufacturers, that may be the first automation that pays for itself.'),
    closing('Quiet gains on the factory floor', 'Predictive maintenance rarely makes headlines because its successes are breakdowns that never happen. Its value shows up in fewer stoppages and spare parts ordered before they are needed.'),
  ],
  vehicles: [
    closing('A second city, a bigger test', 'Kestrel\'s new service will be judged on its safety record and on how it copes with the city\'s own traffic. Regulators will decide when the safety operator can step out.'),
    closing('Reading the levels', 'The levels are a useful map, but marketing often blurs them. A simple question cuts through: who is responsible for driving at this moment, the car or the person?'),
    closing('Simulated kilometres, real roads', 'Simulation multiplies the rare situations a car can learn from, but it is only as good as its model of the world. Real-world testing remains the final check.'),
    closing('Logistics first', 'Private yards and fixed routes let autonomous vehicles earn money before they are ready for every street. The lessons learned there will shape how they reach public roads.'),
  ],
  'work-skills': [
    closing('Gains that need sharing', 'The studies point to faster work, especially for newcomers. How those gains are shared between employers and employees is a question the technology itself will not answer.'),
    closing('Exposure, task by task', 'Most jobs will change one task at a time rather than vanish. Workers who know which of their tasks are affected will be best placed to adapt.'),
    closing('Training that sticks', 'Short courses raise awareness; lasting skills come from practice on real work. Companies that build AI into everyday tasks will get more from their training budgets.'),
    closing('Exams for a new era', 'Universities are converging on rules that assess understanding rather than ban tools. Their experience will guide schools facing the same questions.'),
  ],
  'health-education': [
    closing('Faster reports, same responsibility', 'Triage software shortens waiting lists, but the radiologist still signs the report. Hospitals adopting it are tracking whether faster readings also mean better outcomes for patients.'),
    closing('From exam room to ward', 'Passing an exam is a low bar for medicine. Clinical trials with real patients, and clear rules on who is accountable, must come before these models give advice at the bedside.'),
    closing('Tutors that support teachers', 'The pilots suggest AI tutors help most when teachers decide how and when they are used. Schools considering them should plan for training as much as for software.'),
    closing('Literacy for the next generation', 'Teaching children how algorithms work prepares them to question the tools they will use every day. The challenge now is training enough teachers to do it well.'),
  ],
};
