// Add Product and Update Product drawers; submit errors show under name.
import { TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { showSubmitError } from '../../../lib/form-errors';
import { productFormSchema, toAddProductInput, useAddProduct } from '../api/add-product';
import type { Product } from '../api/get-products';
import { updateProductFormSchema, useUpdateProduct } from '../api/update-product';

export function AddProductDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const addMutation = useAddProduct();
  const form = useForm({
    initialValues: { name: '', note: '' },
    validate: schemaResolver(productFormSchema, { sync: true }),
  });

  useEffect(() => {
    if (opened) form.reset();
    // Reset only when the drawer opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    try {
      await addMutation.mutateAsync(toAddProductInput(values));
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'name');
    }
  });

  return (
    <FormDrawer opened={opened} title="Add Product" onClose={onClose} onSubmit={submit} submitting={form.submitting}>
      <TextInput label="Name" withAsterisk maxLength={50} data-autofocus {...form.getInputProps('name')} />
      <Textarea label="Note" maxLength={1000} autosize minRows={2} {...form.getInputProps('note')} />
    </FormDrawer>
  );
}

export function UpdateProductDrawer({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const updateMutation = useUpdateProduct();
  const form = useForm({
    initialValues: { name: '' },
    validate: schemaResolver(updateProductFormSchema, { sync: true }),
  });

  useEffect(() => {
    if (product) {
      form.setValues({ name: product.name });
      form.resetDirty({ name: product.name });
      form.clearErrors();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product]);

  const submit = form.onSubmit(async (values) => {
    if (!product) return;
    try {
      await updateMutation.mutateAsync({ id: product.id, name: values.name.trim() });
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'name');
    }
  });

  return (
    <FormDrawer
      opened={product !== null}
      title="Update Product"
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
    >
      <TextInput label="Name" withAsterisk maxLength={50} data-autofocus {...form.getInputProps('name')} />
    </FormDrawer>
  );
}
