// Small inline icons for the share row (brand shapes after Simple Icons, CC0); decorative only.
export type ShareIconName = 'x' | 'linkedin' | 'facebook' | 'whatsapp' | 'email' | 'copy';

const FILLED: Readonly<Record<'x' | 'linkedin' | 'facebook' | 'whatsapp', string>> = {
  x: 'M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.59-6.64 7.59H.47l8.6-9.83L0 1.15h7.6l5.24 6.93zM17.6 20.64h2.04L6.49 3.24H4.3z',
  linkedin:
    'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zm1.78 13.02H3.56V9h3.56zM22.23 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z',
  facebook:
    'M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.69.23 2.69.23v2.97h-1.52c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z',
  whatsapp:
    'M12.04 0C5.43 0 .07 5.36.07 11.97c0 2.11.55 4.17 1.6 5.99L0 24l6.2-1.63a11.9 11.9 0 0 0 5.84 1.52c6.6 0 11.96-5.36 11.96-11.96S18.64 0 12.04 0zm6.98 16.96c-.29.82-1.7 1.57-2.37 1.62-.64.06-1.23.29-4.13-.86-3.49-1.37-5.7-4.95-5.87-5.18-.17-.23-1.4-1.86-1.4-3.55s.89-2.52 1.2-2.86c.32-.35.69-.43.92-.43l.66.01c.21.01.5-.08.78.6.29.7.98 2.39 1.07 2.56.09.17.14.38.03.6-.12.23-.17.37-.35.57-.17.2-.36.45-.52.6-.17.17-.35.36-.15.7.2.35.9 1.48 1.93 2.4 1.32 1.18 2.44 1.54 2.79 1.72.34.17.55.14.75-.09.2-.23.86-1 1.09-1.35.23-.34.46-.29.78-.17.32.11 2.02.95 2.36 1.12.35.18.58.26.66.4.09.15.09.84-.2 1.66z',
};

const STROKED: Readonly<Record<'email' | 'copy', string>> = {
  email: 'M3 5h18v14H3zM3 6l9 7 9-7',
  copy: 'M10 14a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1 1M14 10a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1-1',
};

export const ShareIcon = ({ name }: { name: ShareIconName }) =>
  name === 'email' || name === 'copy' ? (
    <svg className="share-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={STROKED[name]} />
    </svg>
  ) : (
    <svg className="share-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={FILLED[name]} />
    </svg>
  );
