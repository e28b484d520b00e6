// CSR deployment: index.html owns <html>; React 19 hoists these head tags into it.
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useDocumentAssets } from './DocumentContext.ts';
import { HeadTags } from './HeadTags.tsx';
import { usePageHead } from './usePageHead.ts';

export const CsrLayout = () => {
  const head = usePageHead();
  const { siteOrigin } = useDocumentAssets();
  useEffect(() => {
    document.documentElement.lang = head.bcp47;
  }, [head.bcp47]);
  return (
    <>
      <HeadTags head={head} siteOrigin={siteOrigin} />
      <Outlet />
    </>
  );
};
