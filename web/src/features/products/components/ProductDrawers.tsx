// Add Product and Update Product drawers: name, note, and the GST fields (HSN code, value rate for
// delivery challans, capital goods for Section 143); submit errors show under the field the server names, else under name.
import { HSN_TYPED_MAX, NAME_MAX, NOTE_MAX } from '@ledger/contract';
import { Checkbox, TextInput, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { notify } from '../../../lib/notices';
import { showSubmitError } from '../../../lib/form-errors';
import { productCheck, productUpdateCheck, toAddProductInput, useAddProduct } from '../api/add-product';
import type { Product } from '../api/get-products';
import { useUpdateProduct } from '../api/update-product';
import '../../../i18n/en/products';

export function AddProductDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const addMutation = useAddProduct();
  const form = useForm({
    initialValues: { name: '', note: '', hsn: '', valueRate: '', capitalGoods: false },
    validate: productCheck,
  });

  useEffect(() => {
    if (opened) form.reset();
    // Reset only when the drawer opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    try {
      await addMutation.mutateAsync(toAddProductInput(values));
      notify(t('products.productSaved', { name: values.name.trim() }));
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'name', ['name', 'hsn', 'valueRate', 'capitalGoods']);
    }
  });

  return (
    <FormDrawer
      opened={opened}
      title={t('products.addProduct')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      discardQuestion={t('products.discardProduct')}
    >
      <TextInput label={t('products.name')} withAsterisk maxLength={NAME_MAX} data-autofocus {...form.getInputProps('name')} />
      <Textarea label={t('products.note')} maxLength={NOTE_MAX} autosize minRows={2} {...form.getInputProps('note')} />
      <GstFields form={form} />
    </FormDrawer>
  );
}

export function UpdateProductDrawer({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation();
  const updateMutation = useUpdateProduct();
  const form = useForm({
    initialValues: { name: '', hsn: '', valueRate: '', capitalGoods: false },
    validate: productUpdateCheck,
  });

  useEffect(() => {
    if (product) {
      const values = { name: product.name, hsn: product.hsn ?? '', valueRate: product.valueRate ?? '', capitalGoods: product.capitalGoods };
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product]);

  const submit = form.onSubmit(async (values) => {
    if (!product) return;
    try {
      await updateMutation.mutateAsync({ id: product.id, ...values, name: values.name.trim() });
      notify(t('products.productSaved', { name: values.name.trim() }));
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'name', ['name', 'hsn', 'valueRate', 'capitalGoods']);
    }
  });

  return (
    <FormDrawer
      opened={product !== null}
      title={t('products.updateProduct')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      discardQuestion={t('products.discardProduct')}
    >
      <TextInput label={t('products.name')} withAsterisk maxLength={NAME_MAX} data-autofocus {...form.getInputProps('name')} />
      <GstFields form={form} />
    </FormDrawer>
  );
}

/**
 * HSN code and value rate: printed on delivery challans (value = quantity × value rate); capital goods get
 * three years to come back from the job worker (Section 143), inputs one.
 */
function GstFields<V extends { hsn: string; valueRate: string; capitalGoods: boolean }>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const f = form as unknown as UseFormReturnType<{ hsn: string; valueRate: string; capitalGoods: boolean }>;
  return (
    <>
      <TextInput label={t('products.hsnCode')} description={t('products.hsnDescription')} inputMode="numeric" maxLength={HSN_TYPED_MAX} {...f.getInputProps('hsn')} />
      <DecimalInput label={t('products.valueRate')} description={t('products.valueRateDescription')} {...f.getInputProps('valueRate')} />
      <Checkbox label={t('products.capitalGoods')} description={t('products.capitalGoodsDescription')} {...f.getInputProps('capitalGoods', { type: 'checkbox' })} />
    </>
  );
}
