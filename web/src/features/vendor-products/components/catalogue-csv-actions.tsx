import { CSV_TEXTS } from '@seamline/contract';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportCatalogue } from '../api/export-catalogue';
import { ImportCatalogueDialog } from './import-catalogue-dialog';
import { sendMutation } from '@/lib/send-mutation';

/** 'Export CSV' and 'Import CSV' beside Add Product (docs/architecture.md#everyday-shop); a suspended shop may export, not import. */
export function CatalogueCsvActions({ importLocked = false }: { importLocked?: boolean }) {
  const exporting = useExportCatalogue();
  const [importOpen, setImportOpen] = useState(false);
  const exportFile = () =>
    sendMutation(exporting, undefined, {
      onError: (error) => {
        if (!endedSession(error)) toast.error(CSV_TEXTS.exportFailed, { description: errorMessage(error, CSV_TEXTS.exportFailed) });
      },
    });
  return (
    <>
      <Button variant="secondary" onClick={exportFile} loading={exporting.isPending}>
        {!exporting.isPending && <Download className="h-4 w-4" aria-hidden="true" />}
        {CSV_TEXTS.exportButton}
      </Button>
      <Button
        variant="secondary"
        onClick={() => setImportOpen(true)}
        disabled={importLocked}
        aria-describedby={importLocked ? 'catalogue-locked' : undefined}
      >
        <Upload className="h-4 w-4" aria-hidden="true" />
        {CSV_TEXTS.importButton}
      </Button>
      <ImportCatalogueDialog open={importOpen} onOpenChange={setImportOpen} />
    </>
  );
}
