// Powerful browser features no page of a news site uses, denied to the page and
// to every frame it embeds (a player or an ad cannot ask for them either). Not
// denied: what embedded players use (autoplay, fullscreen, encrypted-media,
// picture-in-picture, accelerometer, gyroscope, clipboard-write, web-share) and
// what the ad network decides by the reader's consent. Only features Chromium
// knows: an unknown name is a console error on every page.
const DENIED = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'display-capture',
  'screen-wake-lock',
  'xr-spatial-tracking',
  'idle-detection',
  'local-fonts',
  'otp-credentials',
  'publickey-credentials-create',
  'window-management',
] as const;

export const PERMISSIONS_POLICY = DENIED.map((feature) => `${feature}=()`).join(', ');
