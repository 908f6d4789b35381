// The camera half of the Scan screen: opens the back camera on demand, reads frames until a QR code is seen,
// then stops the camera and hands the text over. Without a camera (or when refused) it says so; the text box
// beside it still works.
import { Alert, Button, Stack } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frameReader, hasCamera } from '../api/camera';
import '../../../i18n/en/gate';

const EVERY_MS = 250;

export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    if (!on) return undefined;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    (async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const element = video.current;
      if (stopped || !element) return stop();
      element.srcObject = stream;
      await element.play();
      const read = await frameReader();
      const tick = async () => {
        if (stopped) return;
        const text = await read(element).catch(() => null);
        if (text) {
          stop();
          setOn(false);
          latest.current(text);
        } else timer = window.setTimeout(() => void tick(), EVERY_MS);
      };
      void tick();
    })().catch(() => {
      stop();
      setOn(false);
      setFailed(true);
    });
    return stop;
  }, [on]);

  if (!hasCamera()) return null;
  return (
    <Stack gap="xs">
      {on ? (
        <>
          <video ref={video} muted playsInline aria-label={t('gate.cameraView')} style={{ width: '100%', maxWidth: 420, borderRadius: 8, background: '#000' }} />
          <Button variant="default" leftSection={<IconCameraOff size={16} aria-hidden />} onClick={() => setOn(false)} style={{ alignSelf: 'flex-start' }}>
            {t('gate.stopCamera')}
          </Button>
        </>
      ) : (
        <Button leftSection={<IconCamera size={16} aria-hidden />} onClick={() => { setFailed(false); setOn(true); }} style={{ alignSelf: 'flex-start' }}>
          {t('gate.scanWithCamera')}
        </Button>
      )}
      {failed && <Alert color="yellow">{t('gate.cameraFailed')}</Alert>}
    </Stack>
  );
}
