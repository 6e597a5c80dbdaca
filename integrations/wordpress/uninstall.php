<?php
/**
 * Uninstalling Inlay removes its settings, every post's search records and the index folder. Posts keep
 * their blocks and shortcodes (they show as text without the plugin).
 *
 * @package Inlay
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'inlay_settings' );
delete_option( 'inlay_index_built' );
delete_option( 'inlay_index_pages' );
wp_clear_scheduled_hook( 'inlay_write_index_event' );
delete_option( 'inlay_needs_rebuild' );
delete_option( 'inlay_algolia_error' );
delete_post_meta_by_key( '_inlay_records' );
delete_post_meta_by_key( '_inlay_facets' );

$inlay_uploads = wp_upload_dir( null, false );
$inlay_dir     = trailingslashit( $inlay_uploads['basedir'] ) . 'inlay';
if ( is_dir( $inlay_dir ) ) {
	// scandir, not glob('*'): the folder's .htaccess is a dot file.
	foreach ( (array) scandir( $inlay_dir ) as $inlay_file ) {
		if ( is_file( $inlay_dir . '/' . $inlay_file ) ) {
			unlink( $inlay_dir . '/' . $inlay_file ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- our own files.
		}
	}
	rmdir( $inlay_dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions
}
