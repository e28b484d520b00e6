// Grades a running site with Mozilla's HTTP Observatory, as its scan does, for any
// origin: the published CLI takes a bare host name only (no port, no plain http).
// It runs the Observatory's own retriever (the page, its redirects, robots.txt, a
// CORS preflight), its ten analyzers and its grader (score 100 plus each test's
// modifier, the bonuses counting only from an A on; A+ from 100).
//
// A plain-http loopback run cannot pass the two tests that need a certificate,
// so they are excepted: left out of the score, and listed with the reason.
//   node tools/observatory/grade.mjs http://127.0.0.1:3000
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { installedGrader } from './install.mjs';

/** Tests that need the site served over https with a valid certificate. */
export const HTTPS_ONLY_TESTS = {
  redirection: 'needs an https origin to redirect to: on plain http the first answer can only stay on http',
  'strict-transport-security': 'HSTS is read from an https answer with a valid certificate; the site sends it when SITE_ORIGIN is https',
};

const load = (graderDir, path) => import(pathToFileURL(join(graderDir, 'src', path)).href);

/**
 * @param {string} origin e.g. http://127.0.0.1:3000
 * @param {{ except?: Record<string, string> }} [options] tests to leave out of the score, with why
 */
export const gradeSite = async (origin, { except = origin.startsWith('https:') ? {} : HTTPS_ONLY_TESTS } = {}) => {
  const graderDir = installedGrader();
  const [{ retrieve }, { ALL_TESTS }, { getGradeForScore, getScoreModifier }, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }] = await Promise.all([
    load(graderDir, 'retriever/retriever.js'),
    load(graderDir, 'constants.js'),
    load(graderDir, 'grader/grader.js'),
    load(graderDir, 'grader/charts.js'),
  ]);
  const url = new URL(origin);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  // The site's one port speaks either http or https: the other scheme finds no answer there.
  const requests = await retrieve(url.hostname, { httpPort: port, httpsPort: port, path: url.pathname === '/' ? '' : url.pathname });
  const answer = requests.responses.auto;
  if (!answer) throw new Error(`${origin} did not answer`);
  if (answer.status < 200 || (answer.status >= 400 && ![401, 403].includes(answer.status))) throw new Error(`${origin} answered ${answer.status}`);

  const score = (included) => {
    let withBonus = 100;
    let withoutBonus = 100;
    for (const test of included) {
      const modifier = getScoreModifier(test.result);
      withBonus += modifier;
      if (modifier < 0) withoutBonus += modifier;
    }
    return getGradeForScore(withoutBonus >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : withoutBonus);
  };

  const results = ALL_TESTS.map((run) => run(requests));
  const tests = Object.fromEntries(
    results.map((test) => [test.constructor.name, { pass: test.pass, result: test.result, scoreModifier: getScoreModifier(test.result), ...(except[test.constructor.name] ? { excepted: except[test.constructor.name] } : {}) }]),
  );
  const graded = score(results.filter((test) => !except[test.constructor.name]));
  return {
    origin,
    grade: graded.grade,
    score: graded.score,
    /** The grade with every test counted, as the public Observatory would give this very answer. */
    unexcepted: score(results),
    statusCode: answer.status,
    finalUrl: requests.session?.redirectHistory.at(-1)?.url.href ?? origin,
    excepted: except,
    tests,
  };
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const origin = process.argv[2];
  if (!origin) {
    console.error('usage: node tools/observatory/grade.mjs http://127.0.0.1:3000');
    process.exit(2);
  }
  console.log(JSON.stringify(await gradeSite(origin), null, 2));
}
