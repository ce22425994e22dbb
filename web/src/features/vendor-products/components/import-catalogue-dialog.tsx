import { CSV_LIMITS, CSV_TEXTS, type CsvImportRefused, type CsvImportResult } from '@seamline/contract';
import { CheckCircle2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { ApiError, endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useImportCatalogue } from '../api/import-catalogue';
import { csvRowCount } from '../lib/csv-rows';
import { ImportProblems } from './import-problems';
import { ImportProgress } from './import-progress';
import { sendMutation } from '@/lib/send-mutation';

export interface ImportCatalogueDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const refusalOf = (error: unknown): CsvImportRefused | null => {
  const body = error instanceof ApiError && error.status === 400 ? error.body : null;
  return body && typeof body === 'object' && Array.isArray((body as CsvImportRefused).problems) ? (body as CsvImportRefused) : null;
};

const summaryOf = (r: CsvImportResult) => CSV_TEXTS.summary(r.created, r.updated, r.unchanged);

/** 'Import CSV': pick a file, watch it go up and be saved, then the summary or every bad row. */
export function ImportCatalogueDialog({ open, onOpenChange }: ImportCatalogueDialogProps) {
  const id = useId();
  const importing = useImportCatalogue();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [rows, setRows] = useState(0);
  // Set while the file is read, before the import is pending: a second press sends nothing.
  const reading = useRef(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const reset = () => {
    importing.reset();
    setFile(null);
    setFileError(null);
    setSent(0);
    setRows(0);
  };
  const changeOpen = (next: boolean) => {
    if (importing.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    importing.reset();
    setFileError(null);
    setFile(event.currentTarget.files?.[0] ?? null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(CSV_TEXTS.fileMissing);
    if (file.size > CSV_LIMITS.bytesMax) return setFileError(CSV_TEXTS.fileTooLarge);
    if (reading.current || importing.isPending) return;
    setSent(0);
    // Read before it is sent (a few MB at most), so the bar can name the rows being saved.
    reading.current = true;
    try {
      setRows(csvRowCount(await file.text()));
      sendMutation(
        importing,
        { file, onProgress: setSent },
        {
          onSuccess: (result) => toast.success(CSV_TEXTS.imported, { description: summaryOf(result) }),
          onError: (error) => {
            if (!refusalOf(error) && !endedSession(error)) {
              toast.error(CSV_TEXTS.importFailed, { description: errorMessage(error, CSV_TEXTS.importFallback) });
            }
          },
        },
      );
    } finally {
      reading.current = false;
    }
  };

  const refused = refusalOf(importing.error);
  const failed = importing.isError && !refused && !endedSession(importing.error);
  const done = importing.data;
  const formId = `${id}-form`;
  const errorId = `${id}-error`;
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={CSV_TEXTS.importTitle}
      description={CSV_TEXTS.importDescription}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={importing.isPending}>
            {done ? 'Done' : 'Cancel'}
          </Button>
          {!done && (
            <Button type="submit" form={formId} loading={importing.isPending}>
              {CSV_TEXTS.startImport}
            </Button>
          )}
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-medium text-zinc-800">
            {CSV_TEXTS.chooseFile}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={onPick}
            disabled={importing.isPending}
            aria-describedby={fileError ? errorId : undefined}
            aria-invalid={fileError ? true : undefined}
            className="mt-1.5 block w-full min-w-0 text-sm text-zinc-700 file:mr-3 file:rounded-lg file:border file:border-zinc-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-zinc-900 hover:file:bg-zinc-50 disabled:opacity-60"
          />
          {fileError && (
            <p id={errorId} className="mt-1.5 text-sm text-red-700">
              {fileError}
            </p>
          )}
        </div>
        {importing.isPending && <ImportProgress sent={sent} rows={rows} />}
        {done && (
          <p role="status" className="flex items-center gap-2 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800">
            <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
            {summaryOf(done)}
          </p>
        )}
        {refused && (
          <>
            <ErrorBox title={CSV_TEXTS.importFailed} message={refused.message} />
            <ImportProblems refused={refused} />
          </>
        )}
        {failed && <ErrorBox title={CSV_TEXTS.importFailed} message={errorMessage(importing.error, CSV_TEXTS.importFallback)} />}
      </form>
    </Dialog>
  );
}
