import { Loader, Overlay } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { loadingStore } from '../../state/loading';

/** The full-screen loading overlay shown while any load is pending (part 1 §2). */
export function LoadingOverlay() {
  const { pending } = useSnapshot(loadingStore);
  if (pending === 0) return null;
  return (
    <Overlay fixed center zIndex={400} backgroundOpacity={0.35} color="#fff">
      <div role="status" aria-label="Loading">
        <Loader />
      </div>
    </Overlay>
  );
}
