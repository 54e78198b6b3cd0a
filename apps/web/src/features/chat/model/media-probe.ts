import { IMAGE_COMPRESS_MAX_SIDE } from '@volna/contracts';

// Reading a picked picture or video in the browser before it is uploaded: its size for the bubble's box, a video's
// length and a first frame for its thumbnail.

const PROBE_TIMEOUT_MS = 10_000;
/** A frame this far in is past the black first frame many phones record. */
const THUMBNAIL_AT_SECONDS = 0.1;
const THUMBNAIL_QUALITY = 0.8;

export type ImageSize = { width: number; height: number };

/** A picture's own width and height; undefined when the browser cannot decode it (the server still may). */
export async function readImageSize(file: Blob): Promise<ImageSize | undefined> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      // Some formats (HEIC in most browsers) decode only through <img>, or not at all.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise<ImageSize | undefined>((resolve) => {
      const image = new Image();
      const timer = setTimeout(() => resolve(undefined), PROBE_TIMEOUT_MS);
      image.onload = () => {
        clearTimeout(timer);
        resolve(image.naturalWidth ? { width: image.naturalWidth, height: image.naturalHeight } : undefined);
      };
      image.onerror = () => {
        clearTimeout(timer);
        resolve(undefined);
      };
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

export type VideoProbe = { duration: number; width: number; height: number; thumbnail?: Blob };

function once(target: EventTarget, ok: string, timeoutMs = PROBE_TIMEOUT_MS) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('timeout')), timeoutMs);
    const onOk = () => done();
    const onError = () => done(new Error('error'));
    function done(error?: Error) {
      clearTimeout(timer);
      target.removeEventListener(ok, onOk);
      target.removeEventListener('error', onError);
      if (error) reject(error);
      else resolve();
    }
    target.addEventListener(ok, onOk);
    target.addEventListener('error', onError);
  });
}

/** A frame of the playing video scaled like the server's compressed pictures, as a JPEG; undefined if none. */
function captureFrame(video: HTMLVideoElement): Promise<Blob | undefined> {
  const scale = Math.min(1, IMAGE_COMPRESS_MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
  canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(undefined);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', THUMBNAIL_QUALITY),
  );
}

/**
 * A video's length and size, and a thumbnail frame when the browser can draw one. Undefined when the browser cannot
 * read the video at all (then it is sent as a file: the server needs a duration above zero).
 */
export async function probeVideo(file: Blob): Promise<VideoProbe | undefined> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.preload = 'metadata';
  video.muted = true;
  video.playsInline = true;
  try {
    const metadata = once(video, 'loadedmetadata');
    video.src = url;
    await metadata;
    // Recorded WebM often reports Infinity until it is seeked to its end.
    if (video.duration === Number.POSITIVE_INFINITY) {
      const measured = once(video, 'durationchange');
      video.currentTime = Number.MAX_SAFE_INTEGER;
      await measured.catch(() => undefined);
    }
    const duration = video.duration;
    if (!Number.isFinite(duration) || duration <= 0) return undefined;
    const probe: VideoProbe = { duration, width: video.videoWidth, height: video.videoHeight };
    if (video.videoWidth > 0 && video.videoHeight > 0) {
      try {
        const seeked = once(video, 'seeked');
        video.currentTime = Math.min(THUMBNAIL_AT_SECONDS, duration / 2);
        await seeked;
        probe.thumbnail = await captureFrame(video);
      } catch {
        // No frame: the bubble shows the video's own first frame instead.
      }
    }
    return probe;
  } catch {
    return undefined;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
