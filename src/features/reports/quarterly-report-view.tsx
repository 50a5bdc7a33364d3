import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { stripHtmlTags } from '@contract/project-display';
import type { QuarterlyReport } from '@contract/urban-reports';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { downloadAttachment } from './attachment-download';
import {
  CURRENT_LABEL,
  DOWNLOAD_PDF_LABEL,
  reportTitle,
  SECTION_PDF_LABEL,
  SECTION_XLS_LABEL,
} from './reports-constants';

/** A link-styled button: the file is fetched by reference and saved, there is no URL to follow. */
function AttachmentLink({ reference, children, label }: { reference: string; children: string; label: string }) {
  return (
    <Anchor component="button" type="button" onClick={() => void downloadAttachment(reference)} aria-label={label}>
      {children}
    </Anchor>
  );
}

/**
 * One quarterly report (part 2 §2.13): its title with year and quarter, 'Current' when is_current
 * is 1, the body with its tags stripped, 'Download Pdf', then each section with its label, its
 * (sanitized) body, a PDF download and an XLS download link.
 */
export function QuarterlyReportView({ report }: { report: QuarterlyReport }) {
  const title = reportTitle(report);
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={2}>{title}</Title>
        {report.is_current === 1 && (
          <Badge color="accent" autoContrast>
            {CURRENT_LABEL}
          </Badge>
        )}
      </Group>
      <Text>{stripHtmlTags(report.body)}</Text>
      <Button w="fit-content" onClick={() => void downloadAttachment(report.attachment)}>
        {DOWNLOAD_PDF_LABEL}
      </Button>
      {report.sections.map((section) => (
        <Card key={section.label} withBorder component="section" aria-label={section.label}>
          <Stack gap="xs">
            <Title order={3}>{section.label}</Title>
            <Typography>
              <SafeHtml html={section.body} />
            </Typography>
            <Group gap="md">
              <AttachmentLink reference={section.attachment} label={`${section.label} ${SECTION_PDF_LABEL}`}>
                {SECTION_PDF_LABEL}
              </AttachmentLink>
              <AttachmentLink reference={section.xls_attachment} label={`${section.label} ${SECTION_XLS_LABEL}`}>
                {SECTION_XLS_LABEL}
              </AttachmentLink>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
