import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { LatLng } from '@contract/geo-filter';
import { CLOSE_DIALOG_LABEL } from '../feedback/dialog-labels';
import { formatTypedPolygon, parseTypedPolygon } from './typed-polygon';
import { TYPED_POLYGON_TEXT } from './typed-polygon-text';

interface TypedPolygonDialogProps {
  opened: boolean;
  /** The polygon on the map now, shown for editing. */
  polygon: readonly LatLng[] | null;
  /** Whether a point lies inside the map's regions (a warning only: the polygon still applies). */
  onMap: (point: LatLng) => boolean;
  onApply: (points: LatLng[]) => void;
  onClear: () => void;
  onClose: () => void;
}

/**
 * The typed geoFilter (part 1 §4 "Entering a geoFilter of 3 or more points triggers a search"):
 * points typed or pasted, checked as the server checks a geoFilter, then applied the way a drawn
 * polygon is. Mantine's Modal traps focus, closes on Escape and gives focus back to the opener.
 */
export function TypedPolygonDialog(props: TypedPolygonDialogProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={TYPED_POLYGON_TEXT.title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': CLOSE_DIALOG_LABEL }}
    >
      {/* Mounted while open only, so each opening starts from the polygon on the map. */}
      {props.opened && <TypedPolygonForm {...props} />}
    </Modal>
  );
}

function TypedPolygonForm({ polygon, onMap, onApply, onClear, onClose }: TypedPolygonDialogProps) {
  const [text, setText] = useState(() => formatTypedPolygon(polygon));
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);

  const apply = () => {
    const typed = parseTypedPolygon(text);
    if (!typed.ok) {
      setError(typed.error);
      return;
    }
    if (!typed.points.some(onMap) && warning === null) {
      // Shown once: applying again keeps the polygon as typed.
      setWarning(TYPED_POLYGON_TEXT.outsideMap);
      return;
    }
    onApply(typed.points);
    onClose();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={TYPED_POLYGON_TEXT.field}
          description={TYPED_POLYGON_TEXT.help}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
            setWarning(null);
          }}
          error={error}
          autosize
          minRows={6}
          maxRows={16}
          data-autofocus
          spellCheck={false}
        />
        {warning !== null && (
          <Alert color="yellow" role="status">
            <Text size="sm">{warning}</Text>
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="light"
            color="red"
            onClick={() => {
              onClear();
              onClose();
            }}
            disabled={polygon === null}
          >
            {TYPED_POLYGON_TEXT.clear}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {TYPED_POLYGON_TEXT.cancel}
            </Button>
            <Button type="submit">{TYPED_POLYGON_TEXT.apply}</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
