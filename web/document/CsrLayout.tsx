// CSR deployment: index.html owns <html>; React 19 hoists these head tags into it.
import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useDocumentAssets } from './DocumentContext.ts';
import { HeadTags } from './HeadTags.tsx';
import { usePageHead } from './usePageHead.ts';

/** `children`: what shows instead of the matched routes (the root's error screen). */
export const CsrLayout = ({ children }: { readonly children?: ReactNode }) => {
  const head = usePageHead();
  const { siteOrigin } = useDocumentAssets();
  useEffect(() => {
    document.documentElement.lang = head.bcp47;
  }, [head.bcp47]);
  return (
    <>
      <HeadTags head={head} siteOrigin={siteOrigin} />
      {children ?? <Outlet />}
    </>
  );
};
