// 'Configurar Alertas e Preferências' (docs/regras.md#notificações): where and what the broker wants to hear
// about. Validated in the browser with the schema PUT /api/preferencias uses; saved as an upsert.
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Crosshair, MapPin, TriangleAlert } from 'lucide-react';
import { CIDADES_PREFERENCIA, cidadeLabel } from '@worker/schemas/cidades.ts';
import { MSG_CORRETOR, RAIO_KM_VALUES, type Preferencias } from '@worker/schemas/corretor-painel.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Select } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import type { TabPanelProps } from '@web/lib/dashboard-tab.ts';
import { errorMessage } from '@web/lib/api.ts';
import { GEOLOCATION_UNSUPPORTED, useGeolocation } from '@web/lib/use-geolocation.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { FaixaPrecoCard } from './faixa-preco-card.tsx';
import { FIELDS, loadSchema, toFormValues, type FormValues, type Output } from './form-values.ts';
import { NotificacoesCard } from './notificacoes-card.tsx';
import { preferenciasQuery, savePreferencias } from './queries.ts';

/** The browser location is asked with a 10 s timeout. */
const GEO_TIMEOUT_MS = 10_000;

export default function PreferencesTab({ user }: TabPanelProps) {
  const hasProfile = Boolean(user.perfilId);
  const prefs = useQuery({ ...preferenciasQuery, enabled: hasProfile });

  useEffect(() => {
    if (prefs.error) {
      toast({ title: 'Erro ao carregar preferências', description: errorMessage(prefs.error), variant: 'destructive' });
    }
  }, [prefs.error]);

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Configurar Alertas e Preferências</h2>
        <p className="mt-1 text-sm text-slate-600">
          Escolha onde e o que você quer acompanhar: avisaremos quando surgirem oportunidades do seu interesse.
        </p>
      </div>
      {!hasProfile ? (
        <PreferencesForm initial={null} canSave={false} />
      ) : prefs.isPending ? (
        <PageSpinner />
      ) : prefs.isError ? (
        <ErrorState
          title="Erro ao carregar preferências"
          message={errorMessage(prefs.error)}
          onRetry={() => void prefs.refetch()}
        />
      ) : (
        <PreferencesForm initial={prefs.data} canSave />
      )}
    </div>
  );
}

function PreferencesForm({ initial, canSave }: { initial: Preferencias | null; canSave: boolean }) {
  const queryClient = useQueryClient();
  const { supported, locating, locate } = useGeolocation({ timeoutMs: GEO_TIMEOUT_MS, maximumAge: 5 * 60_000 });
  const save = useServerForm<FormValues, Output, { preferencias: Preferencias }>({
    schema: loadSchema,
    defaultValues: toFormValues(initial),
    fields: FIELDS,
    submit: savePreferencias,
    onSuccess: ({ preferencias }) => {
      queryClient.setQueryData(preferenciasQuery.queryKey, preferencias);
      toast({ title: MSG_CORRETOR.preferenciasSalvas, description: 'Seus alertas foram atualizados.' });
    },
    onError: (error) => {
      toast({ title: 'Erro ao Salvar', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const { register, control, setValue, errors } = save;
  const [latitude, longitude, cidade] = useWatch({ control, name: ['latitude', 'longitude', 'cidade'] });

  const setLocation = (lat: number | null, lng: number | null, city: string) => {
    setValue('latitude', lat, { shouldDirty: true });
    setValue('longitude', lng, { shouldDirty: true });
    setValue('cidade', city, { shouldDirty: true });
  };

  const useMyLocation = () => {
    if (!supported) {
      toast({ title: GEOLOCATION_UNSUPPORTED, variant: 'destructive' });
      return;
    }
    locate((result) => {
      if (result.status === 'granted') {
        setLocation(result.coords.lat, result.coords.long, '');
      } else {
        toast({
          title: 'Não foi possível obter sua localização...',
          description: 'Verifique a permissão do navegador ou escolha uma cidade.',
          variant: 'destructive',
        });
      }
    });
  };

  const onCidade = (label: string) => {
    const found = CIDADES_PREFERENCIA.find((c) => cidadeLabel(c) === label);
    if (found) setLocation(found.latitude, found.longitude, label);
    else setLocation(null, null, '');
  };

  const locationText =
    latitude === null || longitude === null
      ? 'Nenhuma localização definida.'
      : cidade
        ? `Centro de ${cidade}`
        : `Localização do dispositivo (${latitude.toFixed(4)}, ${longitude.toFixed(4)})`;

  return (
    <form noValidate onSubmit={save.onSubmit} className="space-y-6">
      {!canSave && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {MSG_CORRETOR.avisoSemPerfil}
        </p>
      )}

      <Card className="space-y-5 p-5 sm:p-6">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <MapPin aria-hidden="true" className="size-5 text-brand-700" />
          Localização e raio
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <span className="block text-sm font-medium text-slate-800">Ponto de referência</span>
            <Button variant="outline" onClick={useMyLocation} pending={locating} className="w-full">
              {!locating && <Crosshair aria-hidden="true" className="size-4" />}
              Usar minha localização
            </Button>
            <p className="text-xs text-slate-600" aria-live="polite">
              {locationText}
            </p>
          </div>
          <FormField label="Ou escolha uma cidade" error={errors.cidade?.message ?? errors.latitude?.message}>
            {(field) => (
              <Select {...field} value={cidade} onChange={(event) => onCidade(event.target.value)}>
                <option value="">{cidade || latitude === null ? 'Selecione uma cidade' : 'Localização atual'}</option>
                {CIDADES_PREFERENCIA.map((c) => (
                  <option key={cidadeLabel(c)} value={cidadeLabel(c)}>
                    {cidadeLabel(c)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Raio de alerta" error={errors.raio_km?.message}>
            {(field) => (
              <Select {...field} {...register('raio_km')}>
                {RAIO_KM_VALUES.map((km) => (
                  <option key={km} value={String(km)}>
                    {km} km
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
      </Card>

      <FaixaPrecoCard register={register} errors={errors} />

      <NotificacoesCard control={control} />

      <div className="flex justify-end">
        <Button type="submit" pending={save.pending} disabled={!canSave} className="w-full sm:w-auto">
          Salvar Preferências
        </Button>
      </div>
    </form>
  );
}
