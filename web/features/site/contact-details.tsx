import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';
import { useContactInfo } from '@web/lib/contact-info.ts';

/** Address, phones, e-mail and hours, as shown on the about and contact pages. */
export function ContactDetails({ className = 'sm:grid-cols-2' }: { className?: string }) {
  const { address, contactEmail, openingHours, phones } = useContactInfo();
  return (
    <address className={cn('grid gap-5 not-italic', className)}>
      <Item icon={<MapPin className="size-5" />} title="Endereço">
        {address.street}
        <br />
        {address.district}
        <br />
        {address.zip}
      </Item>
      <Item icon={<Phone className="size-5" />} title="Telefones">
        Vendas:{' '}
        <a href={phones.vendas.href} className="whitespace-nowrap font-medium text-brand-700 hover:text-brand-900">
          {phones.vendas.label}
        </a>
        <br />
        Locação:{' '}
        <a href={phones.locacao.href} className="whitespace-nowrap font-medium text-brand-700 hover:text-brand-900">
          {phones.locacao.label}
        </a>
      </Item>
      <Item icon={<Mail className="size-5" />} title="E-mail">
        <a href={`mailto:${contactEmail}`} className="break-all font-medium text-brand-700 hover:text-brand-900">
          {contactEmail}
        </a>
      </Item>
      <Item icon={<Clock className="size-5" />} title="Horário de Atendimento">
        {openingHours}
      </Item>
    </address>
  );
}

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800"
      >
        {icon}
      </span>
      <div className="text-sm leading-relaxed text-slate-700">
        <p className="font-semibold text-slate-900">{title}</p>
        {children}
      </div>
    </div>
  );
}
