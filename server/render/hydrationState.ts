// The data block that hands the server's route data to the browser, so the
// browser hydrates without asking for it again. Escaped so that content such as
// a title containing </script> cannot end the script element.
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { serializeForScript } from '../../src/domain/safeJson.ts';
import type { BootData, PageState } from '../../web/document/bootData.ts';
import { forStateScript, textsOf } from '../../web/document/stateScriptData.ts';
import { rememberByObject } from '../../src/domain/remember.ts';

/** Errors as react-router's parseHydrationData reads them back; never a stack trace. */
const serializeErrors = (errors: StaticHandlerContext['errors']): Record<string, unknown> | null =>
  errors
    ? Object.fromEntries(
        Object.entries(errors).map(([routeId, error]) => [
          routeId,
          isRouteErrorResponse(error)
            ? { status: error.status, statusText: error.statusText, data: error.data, internal: 'internal' in error ? error.internal : false, __type: 'RouteErrorResponse' }
            : { message: 'Internal error', __type: 'Error' },
        ]),
      )
    : null;

export const stateScript = (context: StaticHandlerContext, boot: BootData): string =>
  serializeForScript({
    boot,
    router: {
      // The editorial HTML and the UI texts are in the page already: the browser reads them back from there.
      loaderData: forStateScript(context.loaderData),
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
  } satisfies PageState);

/** The UI texts' script: the same object for every page of a language, so serialized once per language. */
const serializedTexts = rememberByObject((texts: object) => serializeForScript(texts));

export const textsScript = (context: StaticHandlerContext): string | undefined => {
  const texts = textsOf(context.loaderData);
  return texts ? serializedTexts(texts, '') : undefined;
};
