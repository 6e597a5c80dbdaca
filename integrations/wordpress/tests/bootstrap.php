<?php
/**
 * PHPUnit bootstrap for the index builder's tests: the extractor needs no WordPress.
 *
 * @package Inlay
 */

define( 'ABSPATH', __DIR__ . '/' );
require_once dirname( __DIR__ ) . '/includes/class-inlay-extractor.php';
