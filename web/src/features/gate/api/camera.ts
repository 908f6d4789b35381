// Reading a QR code from the camera: the browser's BarcodeDetector where it reads QR codes (Chromium on Android,
// macOS), else jsQR on the video's frames, loaded only when the camera is first used without it.

interface DetectedCode { rawValue: string }
interface Detector { detect(source: CanvasImageSource): Promise<DetectedCode[]> }
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/** A reader of one video frame: the QR text in it, or null. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

async function nativeReader(): Promise<FrameReader | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const formats: string[] = await Native.getSupportedFormats().catch(() => []);
  if (!formats.includes('qr_code')) return null;
  const detector = new Native({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

async function jsqrReader(): Promise<FrameReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || !width || !height) return Promise.resolve(null);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return Promise.resolve(jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null);
  };
}

/** The best reader this browser has. */
export async function frameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? jsqrReader();
}

/** Whether this browser can open a camera at all (an insecure page or an old browser cannot). */
export const hasCamera = (): boolean => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
