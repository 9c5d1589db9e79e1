import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from './button.tsx';

/** An inline failure with the server's message and a retry button. */
export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-red-600" />
      <p className="text-lg font-semibold text-red-900">{title}</p>
      <p className="max-w-md text-sm text-red-800">{message}</p>
      <Button variant="outline" onClick={onRetry} className="mt-2">
        <RotateCw aria-hidden="true" className="size-4" />
        Tentar novamente
      </Button>
    </div>
  );
}
