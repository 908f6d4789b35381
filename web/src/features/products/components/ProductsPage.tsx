// /product: product list with edit and delete, Add Product, and the delete confirmation.
import { ActionIcon, Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/ui/ConfirmDeleteDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { errorMessage } from '../../../lib/form-errors';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts, type Product } from '../api/get-products';
import { AddProductDrawer, UpdateProductDrawer } from './ProductDrawers';
import { Writable } from '../../../components/ui/ReadOnly';
import { openHistory } from '../../../lib/history-store';
import '../../../i18n/en/products';

export function ProductsPage() {
  const { t } = useTranslation();
  const products = useProducts();
  const deleteMutation = useDeleteProduct();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  // Keeps the title while the dialog animates closed.
  const [deleteTitle, setDeleteTitle] = useState('');

  const openDelete = (product: Product) => {
    deleteMutation.reset();
    setDeleteTitle(t('products.deleteTitle', { name: product.name }));
    setDeleting(product);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
  };

  return (
    <>
      <PageHeader title={t('products.title')}>
        <Writable>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('products.addProduct')}
          </Button>
        </Writable>
      </PageHeader>

      {products.isPending && <TableSkeleton />}
      {products.isError && (
        <Text c="red.8" role="alert">
          {errorMessage(products.error)}
        </Text>
      )}
      {products.data?.length === 0 && <EmptyState message={t('products.noProductsFound')} onAdd={() => setAdding(true)} />}
      {products.data && products.data.length > 0 && (
        <Paper withBorder radius="md">
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('products.name')}</Table.Th>
                <Table.Th w={110} ta="right">
                  {t('products.actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.data.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>{product.name}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <ActionIcon variant="subtle" color="gray" aria-label={t('products.historyOf', { name: product.name })} onClick={() => openHistory(product.id, product.name)}>
                        <IconHistory size={18} aria-hidden />
                      </ActionIcon>
                    <Writable>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('products.editNamed', { name: product.name })}
                        onClick={() => setEditing(product)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('products.deleteNamed', { name: product.name })}
                        onClick={() => openDelete(product)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Writable>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}

      <AddProductDrawer opened={adding} onClose={() => setAdding(false)} />
      <UpdateProductDrawer product={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={deleteTitle}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={deleteMutation.isPending}
        error={deleteMutation.isError ? errorMessage(deleteMutation.error) : null}
      />
    </>
  );
}
