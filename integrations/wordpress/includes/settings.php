<?php
/**
 * Settings → Inlay (`manage_options` only): the search backend (the site's own index, or Algolia with a
 * search-only key: the admin key is never asked for nor stored), the searchable post types, the share
 * services and counts backend, consent, the colours; and "Rebuild index" with its progress. Saved
 * through the Settings API (its nonce and capability check), every value sanitised on the way in and
 * escaped on the way out.
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'admin_init',
	static function () {
		register_setting(
			'inlay',
			'inlay_settings',
			array(
				'type'              => 'object',
				'sanitize_callback' => 'inlay_sanitize_settings',
				'default'           => inlay_default_settings(),
			)
		);
	}
);

add_action(
	'admin_menu',
	static function () {
		add_options_page( __( 'Inlay', 'inlay' ), __( 'Inlay', 'inlay' ), 'manage_options', 'inlay', 'inlay_settings_page' );
	}
);

/**
 * Cleans what the settings form sent.
 *
 * @param mixed $input The submitted values.
 * @return array<string, mixed>
 */
function inlay_sanitize_settings( $input ) {
	$input = is_array( $input ) ? $input : array();
	$out   = inlay_default_settings();
	$str   = static function ( $key ) use ( $input ) {
		return isset( $input[ $key ] ) && is_scalar( $input[ $key ] ) ? sanitize_text_field( wp_unslash( (string) $input[ $key ] ) ) : '';
	};

	$out['search_backend']     = 'algolia' === $str( 'search_backend' ) ? 'algolia' : 'local';
	$out['algolia_app_id']     = preg_replace( '/[^A-Za-z0-9]/', '', $str( 'algolia_app_id' ) );
	$out['algolia_search_key'] = preg_replace( '/[^A-Za-z0-9]/', '', $str( 'algolia_search_key' ) );
	$out['algolia_index']      = preg_replace( '/[^A-Za-z0-9_.\-]/', '', $str( 'algolia_index' ) );
	$types                     = isset( $input['post_types'] ) && is_array( $input['post_types'] ) ? array_map( 'sanitize_key', $input['post_types'] ) : array();
	$public                    = get_post_types( array( 'public' => true ) );
	$out['post_types']         = array_values( array_diff( array_intersect( $types, $public ), array( 'attachment' ) ) );
	$services                  = isset( $input['share_services'] ) && is_array( $input['share_services'] ) ? array_map( 'sanitize_key', $input['share_services'] ) : array();
	$out['share_services']     = array_values( array_intersect( INLAY_SHARE_SERVICES, $services ) );
	$out['counts_url']         = esc_url_raw( $str( 'counts_url' ), array( 'https', 'http' ) );
	$out['consent_cmp']        = 'wp' === $str( 'consent_cmp' ) ? 'wp' : 'auto';
	$out['consent_default']    = 'granted' === $str( 'consent_default' ) ? 'granted' : 'denied';
	$out['color_primary']      = (string) sanitize_hex_color( $str( 'color_primary' ) );
	$out['color_on_primary']   = (string) sanitize_hex_color( $str( 'color_on_primary' ) );

	$before = inlay_settings();
	if ( $before['post_types'] !== $out['post_types'] ) {
		update_option( 'inlay_needs_rebuild', 1, false );
	}
	return $out;
}

/** The settings page. */
function inlay_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'inlay' ), 403 );
	}
	$s     = inlay_settings();
	$name  = static function ( $key ) {
		return 'inlay_settings[' . $key . ']';
	};
	$built = (int) get_option( 'inlay_index_built', 0 );
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Inlay', 'inlay' ); ?></h1>
		<form method="post" action="options.php">
			<?php settings_fields( 'inlay' ); ?>
			<h2><?php esc_html_e( 'Search', 'inlay' ); ?></h2>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><?php esc_html_e( 'Search with', 'inlay' ); ?></th>
					<td>
						<fieldset>
							<label><input type="radio" name="<?php echo esc_attr( $name( 'search_backend' ) ); ?>" value="local" <?php checked( $s['search_backend'], 'local' ); ?>> <?php esc_html_e( 'This site’s own index (no third party)', 'inlay' ); ?></label><br>
							<label><input type="radio" name="<?php echo esc_attr( $name( 'search_backend' ) ); ?>" value="algolia" <?php checked( $s['search_backend'], 'algolia' ); ?>> <?php esc_html_e( 'Algolia', 'inlay' ); ?></label>
						</fieldset>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="inlay-app-id"><?php esc_html_e( 'Algolia application ID', 'inlay' ); ?></label></th>
					<td><input id="inlay-app-id" class="regular-text" name="<?php echo esc_attr( $name( 'algolia_app_id' ) ); ?>" value="<?php echo esc_attr( $s['algolia_app_id'] ); ?>"></td>
				</tr>
				<tr>
					<th scope="row"><label for="inlay-search-key"><?php esc_html_e( 'Algolia search-only API key', 'inlay' ); ?></label></th>
					<td><input id="inlay-search-key" class="regular-text" name="<?php echo esc_attr( $name( 'algolia_search_key' ) ); ?>" value="<?php echo esc_attr( $s['algolia_search_key'] ); ?>">
						<p class="description"><?php esc_html_e( 'The search-only key: it is public in every page. Never enter the admin key here.', 'inlay' ); ?></p></td>
				</tr>
				<tr>
					<th scope="row"><label for="inlay-index-name"><?php esc_html_e( 'Algolia index name', 'inlay' ); ?></label></th>
					<td><input id="inlay-index-name" class="regular-text" name="<?php echo esc_attr( $name( 'algolia_index' ) ); ?>" value="<?php echo esc_attr( $s['algolia_index'] ); ?>">
						<p class="description">
							<?php
							if ( defined( 'INLAY_ALGOLIA_ADMIN_KEY' ) ) {
								esc_html_e( 'Posts are pushed to this index when they change, with the admin key from wp-config.php (INLAY_ALGOLIA_ADMIN_KEY). Press "Rebuild index" once to push them all.', 'inlay' );
							} else {
								esc_html_e( 'To push your posts to Algolia when they change, add define( \'INLAY_ALGOLIA_ADMIN_KEY\', \'…\' ); to wp-config.php: the admin key is never stored in the database.', 'inlay' );
							}
							$inlay_error = get_option( 'inlay_algolia_error' );
							if ( $inlay_error ) {
								echo '<br><strong>' . esc_html__( 'The last push failed:', 'inlay' ) . '</strong> ' . esc_html( $inlay_error );
							}
							?>
						</p></td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'Searchable content', 'inlay' ); ?></th>
					<td><fieldset>
						<?php foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $type ) : ?>
							<?php
							if ( 'attachment' === $type->name ) {
								continue;
							}
							?>
							<label><input type="checkbox" name="<?php echo esc_attr( $name( 'post_types' ) ); ?>[]" value="<?php echo esc_attr( $type->name ); ?>" <?php checked( in_array( $type->name, (array) $s['post_types'], true ) ); ?>> <?php echo esc_html( $type->labels->name ); ?></label><br>
						<?php endforeach; ?>
						<p class="description"><?php esc_html_e( 'Only published content is searchable: never private, password-protected or draft posts.', 'inlay' ); ?></p>
					</fieldset></td>
				</tr>
			</table>
			<h2><?php esc_html_e( 'Share buttons', 'inlay' ); ?></h2>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><?php esc_html_e( 'Services', 'inlay' ); ?></th>
					<td><fieldset>
						<?php foreach ( INLAY_SHARE_SERVICES as $service ) : ?>
							<label><input type="checkbox" name="<?php echo esc_attr( $name( 'share_services' ) ); ?>[]" value="<?php echo esc_attr( $service ); ?>" <?php checked( in_array( $service, (array) $s['share_services'], true ) ); ?>> <?php echo esc_html( $service ); ?></label><br>
						<?php endforeach; ?>
					</fieldset></td>
				</tr>
				<tr>
					<th scope="row"><label for="inlay-counts"><?php esc_html_e( 'Share counts backend (optional)', 'inlay' ); ?></label></th>
					<td><input id="inlay-counts" type="url" class="regular-text" name="<?php echo esc_attr( $name( 'counts_url' ) ); ?>" value="<?php echo esc_attr( $s['counts_url'] ); ?>">
						<p class="description"><?php esc_html_e( 'A Shariff-compatible backend. Counts are fetched only with the visitor’s consent.', 'inlay' ); ?></p></td>
				</tr>
			</table>
			<h2><?php esc_html_e( 'Consent', 'inlay' ); ?></h2>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><?php esc_html_e( 'Ask', 'inlay' ); ?></th>
					<td><fieldset>
						<label><input type="radio" name="<?php echo esc_attr( $name( 'consent_cmp' ) ); ?>" value="auto" <?php checked( $s['consent_cmp'], 'auto' ); ?>> <?php esc_html_e( 'Any consent tool found on the page (WP Consent API, Complianz, Borlabs, CookieYes, …)', 'inlay' ); ?></label><br>
						<label><input type="radio" name="<?php echo esc_attr( $name( 'consent_cmp' ) ); ?>" value="wp" <?php checked( $s['consent_cmp'], 'wp' ); ?>> <?php esc_html_e( 'Only the WP Consent API', 'inlay' ); ?></label>
					</fieldset></td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'When nobody decided', 'inlay' ); ?></th>
					<td><fieldset>
						<label><input type="radio" name="<?php echo esc_attr( $name( 'consent_default' ) ); ?>" value="denied" <?php checked( $s['consent_default'], 'denied' ); ?>> <?php esc_html_e( 'Contact no third party (a placeholder asks the visitor)', 'inlay' ); ?></label><br>
						<label><input type="radio" name="<?php echo esc_attr( $name( 'consent_default' ) ); ?>" value="granted" <?php checked( $s['consent_default'], 'granted' ); ?>> <?php esc_html_e( 'Allow (only with another legal basis)', 'inlay' ); ?></label>
					</fieldset></td>
				</tr>
			</table>
			<h2><?php esc_html_e( 'Colours', 'inlay' ); ?></h2>
			<p><?php esc_html_e( 'Empty: the theme’s button colours.', 'inlay' ); ?></p>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="inlay-primary"><?php esc_html_e( 'Accent colour', 'inlay' ); ?></label></th>
					<td><input id="inlay-primary" class="regular-text" placeholder="#1d4ed8" name="<?php echo esc_attr( $name( 'color_primary' ) ); ?>" value="<?php echo esc_attr( $s['color_primary'] ); ?>"></td>
				</tr>
				<tr>
					<th scope="row"><label for="inlay-on-primary"><?php esc_html_e( 'Text on the accent colour', 'inlay' ); ?></label></th>
					<td><input id="inlay-on-primary" class="regular-text" placeholder="#ffffff" name="<?php echo esc_attr( $name( 'color_on_primary' ) ); ?>" value="<?php echo esc_attr( $s['color_on_primary'] ); ?>"></td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
		<h2><?php esc_html_e( 'Search index', 'inlay' ); ?></h2>
		<p id="inlay-index-status">
			<?php
			echo esc_html(
				$built
					/* translators: %s: date and time */
					? sprintf( __( 'Last written %s.', 'inlay' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $built ) )
					: __( 'Not built yet.', 'inlay' )
			);
			if ( get_option( 'inlay_needs_rebuild' ) ) {
				echo ' ' . esc_html__( 'Rebuild it to include all content.', 'inlay' );
			}
			?>
		</p>
		<p><button type="button" class="button" id="inlay-rebuild"><?php esc_html_e( 'Rebuild index', 'inlay' ); ?></button>
			<progress id="inlay-progress" max="1" value="0" hidden></progress></p>
	</div>
	<?php
}

add_action(
	'admin_enqueue_scripts',
	static function ( $hook ) {
		if ( 'settings_page_inlay' !== $hook ) {
			return;
		}
		wp_enqueue_script( 'inlay-admin', INLAY_URL . 'assets/admin.js', array( 'wp-api-fetch', 'wp-i18n' ), INLAY_VERSION, true );
		wp_set_script_translations( 'inlay-admin', 'inlay', INLAY_DIR . 'languages' );
	}
);
